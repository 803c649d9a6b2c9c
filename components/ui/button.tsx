import type { ButtonHTMLAttributes } from "react";

/** The pages' button looks: the main action, a second one, and one that deletes. All at least 24 × 24 px (WCAG 2.2 target size). */
export const buttonStyles = {
  primary:
    "inline-flex min-h-10 min-w-6 items-center justify-center rounded bg-stone-900 px-3 py-1 font-medium text-white disabled:opacity-50 aria-disabled:opacity-50",
  secondary:
    "inline-flex min-h-10 min-w-6 items-center justify-center rounded border border-stone-500 bg-white px-3 py-1 font-medium disabled:opacity-50 aria-disabled:opacity-50",
  danger:
    "inline-flex min-h-10 min-w-6 items-center justify-center rounded border border-red-700 bg-white px-3 py-1 text-red-800 hover:bg-red-50 disabled:opacity-50 aria-disabled:opacity-50",
} as const;

/**
 * A button of one of the looks. `busy` keeps it focusable (aria-disabled, not disabled: the
 * focus stays on it while its request runs) and ignores clicks meanwhile.
 */
export function Button({
  look = "secondary",
  busy = false,
  className = "",
  onClick,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof buttonStyles; busy?: boolean }) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
      className={`${buttonStyles[look]} ${className}`}
      {...rest}
    />
  );
}
