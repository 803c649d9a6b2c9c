"use client";

import { useTranslations } from "next-intl";

/** "or Ctrl+S" beside the Save button (the shortcut itself: the builder's keydown handler). Hidden on phones, which have no such keys. */
export function SaveShortcutHint() {
  const t = useTranslations("a11y");
  return (
    <span className="text-xs text-stone-600 max-sm:hidden">
      {t.rich("saveShortcut", { kbd: (keys) => <kbd className="rounded border border-stone-400 bg-white px-1 font-mono">{keys}</kbd> })}
    </span>
  );
}
