import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { withCopyKeys } from "@/components/copy-keys";
import type { GameText } from "@/lib/engine/goldfish/game-text";
import { useGameText } from "./game-text";

/**
 * A card on the table as a compact face (docs/faces.md): the name in the face's header band,
 * its key numbers under it, and the buttons that act on it, readable on a 360 px phone where
 * the full proxy face would be too small to read.
 */
export function CardTile({
  name,
  facts,
  children,
  tone = "plain",
  testId,
}: {
  name: string;
  facts?: ReactNode;
  children?: ReactNode;
  tone?: "plain" | "muted" | "selected";
  testId?: string;
}) {
  const tones = {
    plain: { card: "border-stone-500 bg-white", band: "bg-stone-800 text-white" },
    muted: { card: "border-stone-300 bg-stone-100 text-stone-700", band: "bg-stone-600 text-white" },
    selected: { card: "border-amber-600 bg-amber-50 ring-2 ring-amber-500", band: "bg-amber-800 text-white" },
  };
  return (
    <div
      className={`flex h-full min-h-24 flex-col overflow-hidden rounded-md border-2 text-xs shadow-sm ${tones[tone].card}`}
      data-testid={testId}
      data-face="compact"
    >
      <span className={`px-1.5 py-1 font-semibold text-sm leading-tight ${tones[tone].band}`}>{name}</span>
      <span className="flex flex-1 flex-col gap-1 p-1.5">
        {facts && <span className="text-stone-700">{facts}</span>}
        {children && <span className="mt-auto flex flex-wrap gap-1">{children}</span>}
      </span>
    </div>
  );
}

export function SmallButton({
  onClick,
  children,
  disabled,
  label,
  pressed,
}: {
  onClick(): void;
  children: ReactNode;
  disabled?: boolean;
  label?: string;
  pressed?: boolean;
}) {
  // aria-disabled rather than disabled: a button that becomes unavailable keeps the focus. Big enough for a finger.
  return (
    <button
      type="button"
      onClick={() => !disabled && onClick()}
      aria-disabled={disabled || undefined}
      aria-label={label}
      aria-pressed={pressed}
      className="min-h-8 min-w-8 rounded border border-stone-500 bg-white px-2 py-1 text-xs hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      {children}
    </button>
  );
}

export function ActionButton({ onClick, children, disabled, primary }: { onClick(): void; children: ReactNode; disabled?: boolean; primary?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => !disabled && onClick()}
      aria-disabled={disabled || undefined}
      className={`min-h-11 rounded px-3 py-1.5 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40 sm:min-h-9 ${primary ? "bg-stone-900 text-white hover:bg-stone-700" : "border border-stone-500 bg-white hover:bg-stone-100"}`}
    >
      {children}
    </button>
  );
}

export function Section({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <section className="space-y-2 rounded border border-stone-300 bg-white p-3" aria-label={label ?? title}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A row of counters: "Draw pile 50 · Discard pile 3 (face down) · …". */
export function Counters({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map((i) => (
        <div key={i.label} className="flex gap-1">
          <dt className="text-stone-600">{i.label}</dt>
          <dd className="font-semibold">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Log({ lines }: { lines: readonly GameText[] }) {
  const t = useTranslations("goldfish");
  const say = useGameText();
  return (
    <Section title={t("log.heading")}>
      <ol className="max-h-48 list-decimal space-y-0.5 overflow-y-auto pl-5 text-xs text-stone-700" aria-label={t("log.label")}>
        {withCopyKeys(lines, (line) => line.text).map(({ key, item: line }) => (
          <li key={key}>{say(line)}</li>
        ))}
      </ol>
    </Section>
  );
}

export const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
