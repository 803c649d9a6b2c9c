"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";
import { StatusLine } from "@/components/ui/status-line";
import { useRequest } from "@/components/ui/use-request";
import { MAX_NOTE } from "@/lib/moderation/input";

type Action = "hide" | "restore" | "dismiss" | "suspend" | "unsuspend";

const button = "min-h-11 rounded border border-stone-900 px-3 py-2 font-medium disabled:opacity-50";

/** The note every action carries (the log's, and the owner's to read). */
function NoteField({ id, value, onChange }: { id: string; value: string; onChange: (note: string) => void }) {
  const t = useTranslations("moderation");
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {t("admin.note")}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_NOTE}
        rows={2}
        className="w-full rounded border border-stone-400 p-2"
      />
    </>
  );
}

/** Sends one action (POST /api/v1/admin/:action). */
const post = (action: Action, body: unknown) => () => api<unknown>("POST", `/api/v1/admin/${action}`, body);

/**
 * A moderator's actions on one reported thing, each with the note the log and the owner read:
 * hide or restore it, dismiss its reports, suspend or unsuspend its owner.
 */
export function ThingActions({ kind, id, owner, hidden, hideable }: { kind: string; id: string; owner: string | null; hidden: boolean; hideable: boolean }) {
  const t = useTranslations("moderation");
  const router = useRouter();
  const noteId = useId();
  const [note, setNote] = useState("");
  const { state, busy, run } = useRequest();
  async function act(action: Action) {
    const done = await run(post(action, action === "suspend" || action === "unsuspend" ? { username: owner, note } : { kind, id, note }));
    if (done !== null) router.refresh();
  }
  return (
    <div className="mt-2 space-y-2">
      <NoteField id={noteId} value={note} onChange={setNote} />
      <div className="flex flex-wrap gap-2">
        {hideable &&
          (hidden ? (
            <button type="button" className={button} disabled={busy} onClick={() => act("restore")}>
              {t("admin.restore")}
            </button>
          ) : (
            <button type="button" className={`${button} bg-stone-900 text-white`} disabled={busy} onClick={() => act("hide")}>
              {t("admin.hide")}
            </button>
          ))}
        <button type="button" className={button} disabled={busy} onClick={() => act("dismiss")}>
          {t("admin.dismiss")}
        </button>
        {owner && (
          <button type="button" className={button} disabled={busy} onClick={() => act("suspend")}>
            {t("admin.suspend", { username: owner })}
          </button>
        )}
      </div>
      {state.kind === "error" && (
        <p role="alert" className="text-red-700">
          {state.text}
        </p>
      )}
    </div>
  );
}

/** Suspend or unsuspend a player by name, with a note. */
export function AccountActions() {
  const t = useTranslations("moderation");
  const router = useRouter();
  const formId = useId();
  const [username, setUsername] = useState("");
  const [note, setNote] = useState("");
  const { state, busy, run } = useRequest();
  async function act(action: "suspend" | "unsuspend") {
    const done = await run(post(action, { username, note }), {
      done: () => t(action === "suspend" ? "admin.suspended" : "admin.unsuspended", { username }),
    });
    if (done !== null) router.refresh();
  }
  return (
    <div className="space-y-2">
      <label htmlFor={`${formId}-user`} className="block text-sm font-medium">
        {t("admin.username")}
      </label>
      <input
        id={`${formId}-user`}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        maxLength={64}
        className="min-h-11 w-full rounded border border-stone-400 p-2"
      />
      <NoteField id={`${formId}-note`} value={note} onChange={setNote} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} disabled={busy} onClick={() => act("suspend")}>
          {t("admin.suspendPlayer")}
        </button>
        <button type="button" className={button} disabled={busy} onClick={() => act("unsuspend")}>
          {t("admin.unsuspendPlayer")}
        </button>
      </div>
      <StatusLine state={state} />
    </div>
  );
}
