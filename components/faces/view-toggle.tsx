import Link from "next/link";
import { useTranslations } from "next-intl";

/**
 * List or pictures: two links that keep the page's other query parameters, the current one
 * marked for screen readers (`aria-current`). `param` is the query parameter, `grid` its
 * value for pictures (absent: the list).
 */
export function ViewToggle({ params, current, grid, label }: { params: Record<string, string>; current: "list" | "grid"; grid: string; label?: string }) {
  const t = useTranslations("faces");
  const href = (view: "list" | "grid") => {
    const { view: _old, ...rest } = params;
    const query = new URLSearchParams(view === "grid" ? { ...rest, view: grid } : rest).toString();
    return query ? `?${query}` : "?";
  };
  const item = (view: "list" | "grid", label: string) => (
    <Link
      href={href(view)}
      aria-current={current === view ? "page" : undefined}
      className={`px-3 py-1 no-underline ${current === view ? "bg-stone-900 text-white" : "bg-white text-stone-900 hover:bg-stone-100"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={label ?? t("viewLabel")} className="inline-flex overflow-hidden rounded border border-stone-400 text-sm">
      {item("list", t("list"))}
      {item("grid", t("pictures"))}
    </nav>
  );
}
