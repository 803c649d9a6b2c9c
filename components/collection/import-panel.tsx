"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ImportReport, RowChange } from "@/lib/collection/csv-service";
import { withCopyKeys } from "@/components/copy-keys";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";

type Mode = "preview" | "apply";
/** A problem as the server words it: English, with the key and values that say it in the reader's language. */
type Said = { message: string; key?: string; values?: Record<string, string | number> };
type RowProblem = Said & { line: number; field: string };
/** IMPORT_REJECTED lists the bad rows in `issues`; a refusal of the whole file (CSV_*) gives its one problem there. */
type ApiError = { code: string; message: string; issues?: Said[] };

const SHOWN = 200;

/**
 * CSV import in two steps: choosing a file checks it (preview: nothing written), then
 * "Import" applies it in one transaction. Progress is honest: the upload's real byte count
 * (XMLHttpRequest upload events), then a named server stage with the seconds elapsed.
 */
export function ImportPanel() {
  const t = useTranslations("collectionImport");
  const locale = useLocale();
  // A problem in the reader's language (collectionImport.json `rows`); English, or a problem without a key, as the server sent it.
  const said = (p: Said) => (locale !== "en" && p.key && t.has(`rows.${p.key}`) ? t(`rows.${p.key}`, p.values) : p.message);
  // A refusal: the whole file's problem, or "nothing was imported" above the bad rows (listed after it).
  const refusal = (e: ApiError) =>
    e.code.startsWith("CSV_") && e.issues?.length === 1 ? said(e.issues[0]) : e.code === "IMPORT_REJECTED" && locale !== "en" ? t("rejected") : e.message;
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<Mode>("preview");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { stage, elapsed, busy, upload } = useUpload();

  async function run(mode: Mode, chosen: File) {
    setError(null);
    setDone(null);
    if (mode === "preview") setReport(null);
    setMode(mode);
    const res = await upload<ImportReport & { ms?: number }>(`/api/v1/collection/import?mode=${mode}`, chosen, "text/csv; charset=utf-8");
    if (res.ok) {
      const body = res.data;
      if (mode === "preview") setReport(body);
      else {
        setReport(null);
        setFile(null);
        setDone(t("imported", { added: body.counts.added, changed: body.counts.changed, unchanged: body.counts.unchanged, rows: body.rows, ms: body.ms ?? 0 }));
        router.refresh();
      }
    } else if (res.status === 0) setError({ code: "NETWORK", message: t("noConnection") });
    else if (res.error.code.startsWith("HTTP_")) {
      setError({ code: String(res.status), message: res.status === 401 ? t("signInAgain") : t("serverAnswered", { status: res.status }) });
    } else setError(res.error as ApiError);
  }

  const problems = report
    ? [
        ...report.invalid.map((p) => ({ ...p, value: p.value })),
        ...report.unmatched.map((u) => ({
          line: u.line,
          field: u.code ? "code" : "name",
          value: u.code || u.name,
          message: u.message,
          key: u.key,
          values: u.values,
        })),
      ].sort((a, b) => a.line - b.line)
    : [];
  const changes = report ? report.counts.added + report.counts.changed : 0;
  const rejectedRows = error?.code === "IMPORT_REJECTED" ? ((error.issues ?? []) as RowProblem[]) : [];

  return (
    <section aria-labelledby="import-heading" className="space-y-3 rounded border border-stone-300 bg-white p-3">
      <h2 id="import-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-stone-600">{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
      <label className="flex flex-col text-sm">
        <span className="font-medium">{t("file")}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={busy}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = ""; // choosing the same (edited) file again checks it again
            setFile(chosen);
            if (chosen) void run("preview", chosen);
          }}
        />
      </label>

      <UploadProgress
        stage={stage}
        uploading={(percent) => t("uploading", { name: file?.name ?? "", percent })}
        working={mode === "apply" ? t("applying", { seconds: elapsed }) : t("checking", { seconds: elapsed })}
      />

      {error && (
        <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p>{refusal(error)}</p>
          {rejectedRows.length > 0 && (
            <ul className="list-inside list-disc">
              {withCopyKeys(rejectedRows.slice(0, SHOWN), (p) => `${p.line} ${p.field} ${p.message}`).map(({ key, item: p }) => (
                <li key={key}>{t("problem", { line: p.line, field: p.field, message: said(p) })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {done && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-2 text-sm text-green-900">
          {done}
        </p>
      )}

      {report && file && (
        <section className="space-y-3" aria-label={t("preview")}>
          <p className="text-sm" role="status">
            {t("summary", {
              name: file.name,
              rows: report.rows,
              added: report.counts.added,
              changed: report.counts.changed,
              unchanged: report.counts.unchanged,
              unmatched: report.counts.unmatched,
              invalid: report.counts.invalid,
            })}
          </p>
          {problems.length > 0 && (
            <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              <p className="font-medium">{t("fixFirst")}</p>
              <ul aria-label={t("problems")} className="list-inside list-disc">
                {withCopyKeys(problems.slice(0, SHOWN), (p) => `${p.line} ${p.field} ${p.message}`).map(({ key, item: p }) => (
                  <li key={key}>{t("problem", { line: p.line, field: p.field, message: said(p) })}</li>
                ))}
              </ul>
              {problems.length > SHOWN && <p>{t("more", { count: problems.length - SHOWN })}</p>}
            </div>
          )}
          <Changes title={t("toAdd")} rows={report.added} total={report.counts.added} />
          <Changes title={t("toChange")} rows={report.changed} total={report.counts.changed} />
          <div className="flex items-center gap-3">
            <button
              type="button"
              disabled={busy || !report.ok || changes === 0}
              onClick={() => void run("apply", file)}
              className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-40"
            >
              {t("importChanges", { count: changes })}
            </button>
            {report.ok && changes === 0 && <span className="text-sm text-stone-600">{t("nothingToChange")}</span>}
          </div>
        </section>
      )}
    </section>
  );
}

function Changes({ title, rows, total }: { title: string; rows: RowChange[]; total: number }) {
  const t = useTranslations("collectionImport");
  if (total === 0) return null;
  const fmt = (c: RowChange["before"]) => `${c.owned} / ${c.wanted} / ${c.forTrade}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">
        {title}: {total}
      </summary>
      <table className="mt-1 w-full text-left">
        <thead className="text-stone-600">
          <tr>
            <th className="pr-3 font-normal">{t("line")}</th>
            <th className="pr-3 font-normal">{t("card")}</th>
            <th className="pr-3 font-normal">{t("counts")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((r) => (
            <tr key={r.line}>
              <td className="pr-3 tabular-nums">{r.line}</td>
              <td className="pr-3">
                {r.name || r.code} <span className="text-xs text-stone-600">{r.game}</span>
              </td>
              <td className="pr-3 tabular-nums">
                {fmt(r.before)} → {fmt(r.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > SHOWN && <p className="text-stone-600">{t("more", { count: total - SHOWN })}</p>}
    </details>
  );
}
