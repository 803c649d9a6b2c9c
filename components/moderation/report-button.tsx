"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";
import { MAX_REPORT_TEXT, REPORT_REASONS, type ReportKind } from "@/lib/moderation/input";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done" } | { kind: "error"; text: string };

/**
 * "Report" on a public thing (CONTRACTS §12): a reason from the list and a few words, sent to
 * POST /api/v1/reports. The reporter is told it was received, never who else reported.
 * For a binder or a player, `id` is the player's username.
 */
export function ReportButton({ kind, id }: { kind: ReportKind; id: string }) {
  const t = useTranslations("moderation");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formId = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus({ kind: "busy" });
    const res = await api<unknown>("POST", "/api/v1/reports", { kind, id, reason: form.get("reason"), text: form.get("text") ?? "" });
    if (res.ok) setStatus({ kind: "done" });
    else setStatus({ kind: "error", text: res.status === 0 ? t("report.offline") : res.error.message });
  }
  return (
    <details className="mt-4 max-w-xl rounded border border-stone-300 bg-white p-3 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-medium">{t(`report.summary.${kind}`)}</summary>
      {status.kind === "done" ? (
        <p role="status" className="mt-2 text-stone-800">
          {t("report.received")}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-2 space-y-2">
          <label htmlFor={`${formId}-reason`} className="block font-medium">
            {t("report.reason")}
          </label>
          <select id={`${formId}-reason`} name="reason" required defaultValue="" className="min-h-11 w-full rounded border border-stone-400 p-2">
            <option value="" disabled>
              {t("report.choose")}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${formId}-text`} className="block font-medium">
            {t("report.text")}
          </label>
          <textarea id={`${formId}-text`} name="text" maxLength={MAX_REPORT_TEXT} rows={3} className="w-full rounded border border-stone-400 p-2" />
          <p className="text-stone-600">{t("report.privacy")}</p>
          <button
            type="submit"
            disabled={status.kind === "busy"}
            className="min-h-11 rounded bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50"
          >
            {t("report.send")}
          </button>
          {status.kind === "error" && (
            <p role="alert" className="text-red-700">
              {status.text}
            </p>
          )}
        </form>
      )}
    </details>
  );
}
