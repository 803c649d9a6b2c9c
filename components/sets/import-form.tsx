"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { GameSlug } from "@/lib/games/types";
import { api } from "@/components/api/client";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import { TABLE_FIELDS, cellText, fieldClass as field } from "./card-fields";
import { GameSelect } from "./game-select";
import { problemText } from "@/i18n/problem-text";
import { fieldName } from "./problem-text";
import { previewCsv, previewJson, type ImportProblem } from "./set-file-check";

/**
 * Import a set from a §1 catalog file (JSON) or a CSV of cards: the file is checked in the
 * browser with the game's own card schema and shown as a preview with every problem (line,
 * card, field); only a file without problems can be sent, and the server checks it again.
 */
export function ImportForm() {
  const router = useRouter();
  const t = useTranslations("sets.importForm");
  const tp = useTranslations("setProblems");
  const tf = useTranslations("setFields");
  const locale = useLocale();
  const [format, setFormat] = useState<"json" | "csv">("json");
  const [text, setText] = useState("");
  const [game, setGame] = useState<GameSlug>("battle-for-eden");
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [civilizations, setCivilizations] = useState("");
  const [visibility, setVisibility] = useState("private");
  const [sending, setSending] = useState(false);
  const [pdf, setPdf] = useState<string | null>(null);
  const { stage, elapsed, busy: uploading, upload } = useUpload();
  const busy = sending || uploading;
  const [serverError, setServerError] = useState<{ message: string; issues: ImportProblem[] } | null>(null);

  const preview = useMemo(() => {
    if (text.trim() === "") return null;
    if (format === "json") return previewJson(text);
    const setCode =
      code.trim() ||
      name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    return previewCsv(text, game, { name: name.trim(), code: setCode }, game === "battle-for-eden" ? civilizations : undefined);
  }, [format, text, game, name, code, civilizations]);

  /** A set's print-and-play PDF goes to the server as it is: it imports the set file the PDF carries. */
  async function importPdf(f: File) {
    setServerError(null);
    setPdf(f.name);
    const res = await upload<{ id?: string }>(`/api/v1/sets/import?visibility=${visibility}`, f, "application/pdf");
    if (res.ok && res.data?.id) return router.push(`/sets/${encodeURIComponent(res.data.id)}`);
    setServerError({ message: res.ok ? String(res.status) : res.error.message, issues: [] });
  }

  async function onFile(files: FileList | null) {
    const f = files?.[0];
    if (!f) return;
    if (f.type === "application/pdf" || f.name.toLowerCase().endsWith(".pdf")) return importPdf(f);
    if (f.name.toLowerCase().endsWith(".csv")) setFormat("csv");
    else if (f.name.toLowerCase().endsWith(".json")) setFormat("json");
    setText(await f.text());
    setServerError(null);
  }

  async function send() {
    if (!preview || "error" in preview || preview.problems.length > 0) return;
    setSending(true);
    setServerError(null);
    const res = await api<{ id: string }>("POST", `/api/v1/sets/import?visibility=${visibility}`, preview.file);
    if (res.ok) {
      router.push(`/sets/${encodeURIComponent(res.data.id)}`);
      return;
    }
    setSending(false);
    const issues = Array.isArray(res.error.issues) ? (res.error.issues as ImportProblem[]) : [];
    setServerError({ message: res.error.message, issues });
  }

  const problems = preview && !("error" in preview) ? preview.problems : preview ? [preview.error] : [];
  const cards = preview && !("error" in preview) ? preview.cards : [];
  const columns = preview && !("error" in preview) ? TABLE_FIELDS[preview.game] : [];
  const ready = preview !== null && !("error" in preview) && problems.length === 0 && cards.length > 0;
  // Where a problem is (line, card, the field by its label) and what it is, in the reader's language (problem-text.ts).
  const fileGame = preview && !("error" in preview) ? preview.game : format === "csv" ? game : undefined;
  const where = (p: ImportProblem) =>
    [
      p.line !== undefined ? t("line", { line: p.line }) : undefined,
      p.card ? t("card", { card: p.card }) : undefined,
      p.field ? t("field", { field: fieldName(p.field, fileGame, tf, locale) }) : undefined,
    ]
      .filter(Boolean)
      .join(", ");

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="font-medium">{t("format")}</legend>
        <label className="flex min-h-6 items-center gap-1">
          <input type="radio" name="format" checked={format === "json"} onChange={() => setFormat("json")} /> {t("json")}
        </label>
        <label className="flex min-h-6 items-center gap-1">
          <input type="radio" name="format" checked={format === "csv"} onChange={() => setFormat("csv")} /> {t("csv")}
        </label>
      </fieldset>
      {format === "csv" && (
        <div className="flex flex-wrap gap-3">
          <GameSelect value={game} onChange={setGame} />
          <label className="flex flex-col text-sm">
            {t("name")}
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} className={field} />
          </label>
          <label className="flex flex-col text-sm">
            {t("code")}
            <input value={code} onChange={(e) => setCode(e.target.value)} maxLength={60} placeholder={t("codePlaceholder")} className={field} />
          </label>
          {game === "battle-for-eden" && (
            <label className="flex w-full flex-col text-sm">
              {t("civilizations")}
              <input
                value={civilizations}
                onChange={(e) => setCivilizations(e.target.value)}
                placeholder='[{"code": "verdant-reach", "name": "Verdant Reach", "color": "green"}]'
                className={field}
              />
            </label>
          )}
        </div>
      )}
      <label className="flex flex-col text-sm">
        {t("file")}
        <input
          type="file"
          accept=".json,.csv,.pdf,application/json,text/csv,application/pdf"
          onChange={(e) => void onFile(e.target.files)}
          disabled={uploading}
          className="min-h-8"
        />
      </label>
      <UploadProgress stage={stage} uploading={(percent) => t("uploadingPdf", { name: pdf ?? "", percent })} working={t("readingPdf", { seconds: elapsed })} />
      <label className="flex flex-col text-sm">
        {t("contents")}
        <textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setServerError(null);
          }}
          rows={10}
          spellCheck={false}
          className={`${field} w-full font-mono text-xs`}
        />
      </label>

      {problems.length > 0 && (
        <section aria-labelledby="problems-heading" className="rounded border border-red-700 bg-red-50 p-3">
          <h2 id="problems-heading" className="font-semibold text-red-900">
            {t("problems", { count: problems.length })}
          </h2>
          <ul className="list-disc pl-5 text-sm" data-testid="import-problems">
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on each check, and two entries may read alike
              <li key={i}>
                {where(p) && <strong>{where(p)}: </strong>}
                {problemText(p, tp, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {cards.length > 0 && (
        <section aria-labelledby="preview-heading" className="space-y-2">
          <h2 id="preview-heading" className="font-semibold">
            {t("preview", { count: cards.length })}
          </h2>
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th className="pr-3">{t("cardCode")}</th>
                  <th className="pr-3">{t("cardName")}</th>
                  {columns.map((c) => (
                    <th key={c} className="pr-3">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cards.slice(0, 500).map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a file being checked may repeat or lack codes
                  <tr key={i} className="border-t border-stone-200">
                    <td className="pr-3 font-mono">{cellText(c.code)}</td>
                    <td className="pr-3">{cellText(c.name)}</td>
                    {columns.map((k) => (
                      <td key={k} className="pr-3">
                        {cellText(c[k])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t("visibility")}
          <select value={visibility} onChange={(e) => setVisibility(e.target.value)} className={field}>
            <option value="private">{t("private")}</option>
            <option value="unlisted">{t("unlisted")}</option>
            <option value="public">{t("public")}</option>
          </select>
        </label>
        <button
          type="button"
          disabled={!ready || busy}
          onClick={() => void send()}
          className="min-h-8 rounded bg-stone-900 px-4 py-1.5 font-medium text-white disabled:opacity-50"
        >
          {busy ? t("importing") : t("import")}
        </button>
      </div>
      {serverError && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p>{serverError.message}</p>
          {serverError.issues.length > 0 && (
            <ul className="list-disc pl-5">
              {serverError.issues.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown whole; two entries may read alike
                <li key={i}>
                  {where(p) && <strong>{where(p)}: </strong>}
                  {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
