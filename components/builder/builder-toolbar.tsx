"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { QueuedBadge } from "@/components/offline/queued-badge";
import type { DeckSaveItem } from "@/lib/offline/sync-queue";
import type { Message } from "./builder-state";
import { PaneTabs } from "./pane-tabs";
import { SaveShortcutHint } from "./save-shortcut";

/** The builder's sticky bar: Save, what is saved (and where), the message, and on a phone the search/list tabs. */
export function BuilderToolbar({
  id,
  version,
  saving,
  readingText,
  dirty,
  queued,
  message,
  statusRef,
  pane,
  onPane,
  count,
  onSave,
}: {
  id: string | null;
  version: number;
  saving: boolean;
  readingText: boolean;
  dirty: boolean;
  queued: DeckSaveItem | null;
  message: Message;
  statusRef: Ref<HTMLParagraphElement>;
  pane: "search" | "list";
  onPane: (pane: "search" | "list") => void;
  count: number;
  onSave: () => void;
}) {
  const t = useTranslations("builder");
  const tSync = useTranslations("sync");
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-stone-300 bg-stone-50/95 py-2">
      {/* aria-disabled, not disabled: the button keeps the focus while it saves. */}
      <button
        type="button"
        onClick={onSave}
        aria-disabled={saving || readingText}
        aria-keyshortcuts="Control+S Meta+S"
        className="min-h-11 rounded bg-stone-900 px-4 py-1.5 font-medium text-white aria-disabled:opacity-50"
      >
        {saving ? t("saving") : id === null ? t("saveNew") : t("save")}
      </button>
      <SaveShortcutHint />
      <span className="text-sm text-stone-600" data-testid="save-state">
        {id === null ? t("notSaved") : dirty ? t("unsaved", { version }) : queued ? tSync("basedOn", { version }) : t("saved", { version })}
      </span>
      {queued && <QueuedBadge item={queued} />}
      {/* Live regions present from the start, so that what is put in them is announced. */}
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm text-green-800">
        {message?.tone === "ok" ? message.text : ""}
      </p>
      <p role="alert" className="text-sm text-red-800">
        {message?.tone === "error" ? message.text : ""}
      </p>
      {/* On a phone the search and the list are one tab apart, always in reach; side by side from lg up. */}
      <PaneTabs pane={pane} onPane={onPane} count={count} />
    </div>
  );
}
