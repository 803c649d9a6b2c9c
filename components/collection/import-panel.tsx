"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { ImportReport, RowChange } from "@/lib/services/collection-csv";
import { withCopyKeys } from "@/components/copy-keys";

type Mode = "preview" | "apply";
type Stage = { kind: "idle" } | { kind: "uploading"; mode: Mode; percent: number } | { kind: "server"; mode: Mode };
type ApiError = { code: string; message: string; issues?: { line: number; field: string; message: string }[] };
type Answer = { status: number; body: (ImportReport & { ms?: number }) | { error: ApiError } | null };

const SHOWN = 200;

/**
 * CSV import in two steps: choosing a file checks it (preview: nothing written), then
 * "Import" applies it in one transaction. Progress is honest: the upload's real byte count
 * (XMLHttpRequest upload events), then a named server stage with the seconds elapsed.
 */
export function ImportPanel() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (stage.kind === "idle") return;
    const t = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    return () => clearInterval(t);
  }, [stage.kind]);

  function send(mode: Mode, body: File): Promise<Answer> {
    startedAt.current = Date.now();
    setElapsed(0);
    setStage({ kind: "uploading", mode, percent: 0 });
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/v1/collection/import?mode=${mode}`);
      xhr.setRequestHeader("Content-Type", "text/csv; charset=utf-8");
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) setStage({ kind: "uploading", mode, percent: Math.round((100 * e.loaded) / e.total) });
      };
      xhr.upload.onload = () => setStage({ kind: "server", mode });
      xhr.onload = () => {
        let parsed: Answer["body"] = null;
        try {
          parsed = JSON.parse(xhr.responseText);
        } catch {
          parsed = null;
        }
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => reject(new Error("no connection"));
      xhr.send(body);
    });
  }

  async function run(mode: Mode, chosen: File) {
    setError(null);
    setDone(null);
    if (mode === "preview") setReport(null);
    try {
      const answer = await send(mode, chosen);
      const body = answer.body;
      if (answer.status === 200 && body && !("error" in body)) {
        if (mode === "preview") setReport(body);
        else {
          setReport(null);
          setFile(null);
          setDone(
            `Imported: ${body.counts.added} added, ${body.counts.changed} changed, ${body.counts.unchanged} unchanged (${body.rows} rows, ${body.ms ?? 0} ms on the server).`,
          );
          router.refresh();
        }
      } else if (body && "error" in body) {
        setError(body.error);
      } else {
        setError({ code: String(answer.status), message: answer.status === 401 ? "Sign in again first." : `The server answered ${answer.status}.` });
      }
    } catch {
      setError({ code: "NETWORK", message: "The file could not be sent: no connection." });
    } finally {
      setStage({ kind: "idle" });
    }
  }

  const busy = stage.kind !== "idle";
  const problems = report
    ? [
        ...report.invalid.map((p) => ({ ...p, value: p.value })),
        ...report.unmatched.map((u) => ({ line: u.line, field: u.code ? "code" : "name", value: u.code || u.name, message: u.message })),
      ].sort((a, b) => a.line - b.line)
    : [];
  const changes = report ? report.counts.added + report.counts.changed : 0;

  return (
    <section aria-labelledby="import-heading" className="space-y-3 rounded border border-stone-300 bg-white p-3">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import a CSV
      </h2>
      <p className="text-sm text-stone-600">
        Columns <code>game, code, name, owned, wanted, forTrade</code> with a header row, as the export writes them. Cards are found by code, or by name in any
        language. Choosing a file only checks it; nothing changes until you press Import.
      </p>
      <label className="flex flex-col text-sm">
        <span className="font-medium">CSV file</span>
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

      {busy && (
        <div role="status" aria-live="polite" className="space-y-1 text-sm">
          {stage.kind === "uploading" ? (
            <>
              <span>
                Uploading {file?.name}: {stage.percent} %
              </span>
              <progress max={100} value={stage.percent} className="block w-64" />
            </>
          ) : (
            <>
              <span>
                {stage.mode === "apply" ? "Applying the import in one transaction…" : "Checking every row…"} {elapsed} s
              </span>
              <progress className="block w-64" />
            </>
          )}
        </div>
      )}

      {error && (
        <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p>{error.message}</p>
          {error.issues && error.issues.length > 0 && (
            <ul className="list-inside list-disc">
              {withCopyKeys(error.issues.slice(0, SHOWN), (p) => `${p.line} ${p.field} ${p.message}`).map(({ key, item: p }) => (
                <li key={key}>
                  Line {p.line}, {p.field}: {p.message}
                </li>
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
        <section className="space-y-3" aria-label="Import preview">
          <p className="text-sm" role="status">
            {file.name}: {report.rows} rows — {report.counts.added} to add, {report.counts.changed} to change, {report.counts.unchanged} unchanged
            {report.counts.unmatched > 0 && `, ${report.counts.unmatched} unmatched`}
            {report.counts.invalid > 0 && `, ${report.counts.invalid} with problems`}.
          </p>
          {problems.length > 0 && (
            <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              <p className="font-medium">Nothing will be imported until these rows are fixed. Fix the file and choose it again.</p>
              <ul aria-label="Problems" className="list-inside list-disc">
                {withCopyKeys(problems.slice(0, SHOWN), (p) => `${p.line} ${p.field} ${p.message}`).map(({ key, item: p }) => (
                  <li key={key}>
                    Line {p.line}, {p.field}: {p.message}
                  </li>
                ))}
              </ul>
              {problems.length > SHOWN && <p>… and {problems.length - SHOWN} more.</p>}
            </div>
          )}
          <Changes title="To add" rows={report.added} total={report.counts.added} />
          <Changes title="To change" rows={report.changed} total={report.counts.changed} />
          <div className="flex items-center gap-3">
            <button
              type="button"
              disabled={busy || !report.ok || changes === 0}
              onClick={() => void run("apply", file)}
              className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-40"
            >
              Import {changes} {changes === 1 ? "change" : "changes"}
            </button>
            {report.ok && changes === 0 && <span className="text-sm text-stone-600">The file matches your collection: nothing to change.</span>}
          </div>
        </section>
      )}
    </section>
  );
}

function Changes({ title, rows, total }: { title: string; rows: RowChange[]; total: number }) {
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
            <th className="pr-3 font-normal">Line</th>
            <th className="pr-3 font-normal">Card</th>
            <th className="pr-3 font-normal">Owned / wanted / for trade</th>
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
      {total > SHOWN && <p className="text-stone-600">… and {total - SHOWN} more.</p>}
    </details>
  );
}
