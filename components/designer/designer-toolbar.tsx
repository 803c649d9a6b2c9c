"use client";

import { useTranslations } from "next-intl";
import type { SetDesignerState } from "./use-set-designer";

const STATUS_KEYS = {
  clean: "status.clean",
  dirty: "status.dirty",
  saving: "status.saving",
  saved: "status.saved",
  conflict: "status.conflict",
  error: "status.error",
} as const;

/** Undo or redo: the step it would take is its title. */
function StepButton({
  onClick,
  enabled,
  title,
  keys,
  children,
}: {
  onClick: () => void;
  enabled: boolean;
  title: string | undefined;
  keys: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!enabled}
      className="min-h-8 rounded border border-stone-500 px-3 text-sm disabled:opacity-50"
      title={title}
      aria-keyshortcuts={keys}
    >
      {children}
    </button>
  );
}

/** Undo, redo and save, with the save state said in words (a live region). */
export function DesignerToolbar({ designer }: { designer: SetDesignerState }) {
  const t = useTranslations("designer");
  const { status } = designer;
  const canSave = status === "dirty" || status === "error";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StepButton
        onClick={designer.undo}
        enabled={designer.canUndo}
        title={designer.undoLabel ? t("toolbar.undoWhat", { what: designer.undoLabel }) : undefined}
        keys="Control+Z"
      >
        {t("toolbar.undo")}
      </StepButton>
      <StepButton
        onClick={designer.redo}
        enabled={designer.canRedo}
        title={designer.redoLabel ? t("toolbar.redoWhat", { what: designer.redoLabel }) : undefined}
        keys="Control+Shift+Z Control+Y"
      >
        {t("toolbar.redo")}
      </StepButton>
      <button
        type="button"
        onClick={() => {
          if (canSave) void designer.save();
        }}
        aria-disabled={!canSave}
        className="min-h-8 rounded bg-stone-900 px-3 text-sm font-medium text-white aria-disabled:opacity-50"
        aria-keyshortcuts="Control+S"
      >
        {t("toolbar.save")}
      </button>
      <span
        role="status"
        data-testid="designer-status"
        data-status={status}
        className={`text-sm ${status === "error" || status === "conflict" ? "text-red-800" : "text-stone-700"}`}
      >
        {status === "saved" ? t("status.saved", { version: designer.base.version }) : t(STATUS_KEYS[status])}
      </span>
      {designer.error && (
        <span role="alert" className="text-sm text-red-800">
          {designer.error}
        </span>
      )}
    </div>
  );
}
