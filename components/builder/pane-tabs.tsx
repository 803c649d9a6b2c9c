"use client";

import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";

type Pane = "search" | "list";
const PANES: Pane[] = ["search", "list"];

/**
 * Below the lg breakpoint: two tabs, "Search" and "Your list (N)", that show one pane at a
 * time (ARIA tabs: the arrow keys, Home and End move between them). Hidden from lg up,
 * where both panes stand side by side.
 */
export function PaneTabs({ pane, onPane, count }: { pane: Pane; onPane: (pane: Pane) => void; count: number }) {
  const t = useTranslations("a11y");
  const refs = useRef<Record<Pane, HTMLButtonElement | null>>({ search: null, list: null });
  function onKeyDown(e: KeyboardEvent) {
    const i = PANES.indexOf(pane);
    const next = { ArrowRight: PANES[(i + 1) % 2], ArrowLeft: PANES[(i + 1) % 2], Home: PANES[0], End: PANES[1] }[e.key];
    if (!next) return;
    e.preventDefault();
    onPane(next);
    refs.current[next]?.focus();
  }
  const label = { search: t("searchTab"), list: t("listTab", { count }) };
  return (
    <div role="tablist" aria-label={t("builderPanes")} className="flex w-full gap-1 border-b border-stone-300 lg:hidden">
      {PANES.map((p) => (
        <button
          key={p}
          ref={(el) => {
            refs.current[p] = el;
          }}
          type="button"
          role="tab"
          id={`builder-tab-${p}`}
          aria-selected={pane === p}
          aria-controls={`builder-${p}`}
          tabIndex={pane === p ? 0 : -1}
          onClick={() => onPane(p)}
          onKeyDown={onKeyDown}
          className={`min-h-11 flex-1 rounded-t px-3 font-medium ${pane === p ? "border border-b-0 border-stone-400 bg-white text-stone-900" : "text-stone-700"}`}
        >
          {label[p]}
        </button>
      ))}
    </div>
  );
}
