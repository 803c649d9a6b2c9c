"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type ChangeEvent } from "react";
import type { ListProblem } from "@/lib/decks/builder";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { withCopyKeys } from "../copy-keys";

const MAX_FILE_BYTES = 200_000;

/**
 * The list as text, kept in sync with the builder both ways: +/− rewrite it; typing,
 * pasting or importing a file is read on the server and replaces the builder's list
 * as soon as it reads. Unknown cards are listed with their line and "did you mean" names.
 */
export function TextEditor({
  text,
  problems,
  editable,
  onText,
  onReplace,
}: {
  text: string;
  problems: ListProblem[];
  editable: boolean;
  onText: (text: string) => void;
  onReplace: (problem: ListProblem, suggestion: string) => void;
}) {
  const t = useTranslations("builder");
  const tp = useTranslations("listProblems");
  const locale = useLocale();
  // A problem in the reader's language: an unknown card with its suggestions, else by the key the
  // server gave it (messages listProblems.json); English, or a problem without a key, keeps the server's text.
  const problemText = (p: ListProblem) =>
    p.code === "UNKNOWN_CARD" && p.wanted !== undefined
      ? t("problems.unknownCard", {
          wanted: p.wanted.startsWith("[") ? p.wanted : t("problems.quoted", { text: p.wanted }),
          count: p.suggestions.length,
          suggestions: p.suggestions.map((s) => t("problems.quoted", { text: s })).join(", "),
        })
      : locale !== DEFAULT_LOCALE && p.key && tp.has(p.key)
        ? tp(p.key, p.values)
        : p.message.replace(/^Line \d+: /, "");
  const file = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(t("fileTooLarge", { name: chosen.name, kb: MAX_FILE_BYTES / 1000 }));
      return;
    }
    setFileError(null);
    onText(await chosen.text());
  }

  return (
    <section aria-labelledby="text-heading" className="space-y-2">
      <h2 id="text-heading" className="text-lg font-semibold">
        {t("listAsText")}
      </h2>
      {editable && <p className="text-sm text-stone-600">{t.rich("textHint", { code: (chunks) => <code>{chunks}</code> })}</p>}
      <label htmlFor="deck-text" className="sr-only">
        {t("deckListAsText")}
      </label>
      <textarea
        id="deck-text"
        value={text}
        readOnly={!editable}
        onChange={(e) => onText(e.target.value)}
        rows={14}
        spellCheck={false}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? "text-problems" : undefined}
        className="w-full rounded border border-stone-400 bg-white p-2 font-mono text-sm"
      />
      {editable && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <input
            ref={file}
            id="deck-file"
            type="file"
            accept=".txt,.dek,.deck,.list,text/plain"
            onChange={onFile}
            className="hidden"
            aria-label={t("deckListFile")}
            tabIndex={-1}
          />
          <button type="button" onClick={() => file.current?.click()} className="rounded border border-stone-400 bg-white px-3 py-1 hover:bg-stone-100">
            {t("importFile")}
          </button>
          {fileError && (
            <span role="alert" className="text-red-800">
              {fileError}
            </span>
          )}
        </div>
      )}
      {problems.length > 0 && (
        <div id="text-problems" role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p className="font-medium">{t("cannotRead")}</p>
          <ul className="space-y-1">
            {withCopyKeys(problems, (p) => `${p.code}:${p.line ?? ""}:${p.message}`).map(({ key, item: p }) => (
              <li key={key} data-problem={p.code} data-line={p.line}>
                {p.line !== undefined && <span className="font-mono">{t("line", { line: p.line })} </span>}
                {problemText(p)}
                {editable && p.line !== undefined && p.suggestions.length > 0 && (
                  <span className="ml-2 inline-flex flex-wrap gap-1">
                    {p.suggestions.map((s) => (
                      <button key={s} type="button" onClick={() => onReplace(p, s)} className="rounded border border-red-400 bg-white px-2 py-0.5 text-xs">
                        {t("useOnLine", { suggestion: s, line: p.line ?? 0 })}
                      </button>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
