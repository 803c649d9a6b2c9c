"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

type Paper = "a4" | "letter";
type Bleed = "none" | "narrow" | "wide";
type Marks = "marks" | "lines" | "none";

const PAPERS: Paper[] = ["a4", "letter"];
const BLEEDS: Bleed[] = ["none", "narrow", "wide"];
const MARKS: Marks[] = ["marks", "lines", "none"];

/** The print-and-play PDF's address (GET /api/v1/sets/:id/print.pdf). */
export function printUrl(setId: string, choice: { paper: Paper; bleed: Bleed; marks: Marks; card?: string; locale?: string }): string {
  const query = new URLSearchParams({ paper: choice.paper, bleed: choice.bleed, marks: choice.marks });
  if (choice.locale) query.set("locale", choice.locale);
  if (choice.card) query.set("card", choice.card);
  return `/api/v1/sets/${encodeURIComponent(setId)}/print.pdf?${query}`;
}

function Choice<T extends string>(props: { legend: string; name: string; options: T[]; value: T; label: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o} className="mr-4 inline-flex items-center gap-1">
          <input type="radio" name={props.name} value={o} checked={props.value === o} onChange={() => props.onChange(o)} />
          {props.label(o)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Print-and-play of a saved set: paper, bleed, cut marks or lines, the whole set or one card
 * (`card`, the card being designed), then the PDF opens in a new tab to print or save. The PDF
 * carries the set's file, so importing it (Import a set) brings the set back.
 */
export function PrintDialog(props: { setId: string; card?: { code: string; name: string } }) {
  const { setId, card } = props;
  const t = useTranslations("proxy");
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const name = useId();
  const [paper, setPaper] = useState<Paper>("a4");
  const [bleed, setBleed] = useState<Bleed>("none");
  const [marks, setMarks] = useState<Marks>("marks");
  const [scope, setScope] = useState<"set" | "card">(card ? "card" : "set");
  const paperNames: Record<Paper, string> = { a4: t("print.papers.a4"), letter: t("print.papers.letter") };
  const bleedNames: Record<Bleed, string> = { none: t("print.bleeds.none"), narrow: t("print.bleeds.narrow"), wide: t("print.bleeds.wide") };
  const markNames: Record<Marks, string> = { marks: t("print.markStyles.marks"), lines: t("print.markStyles.lines"), none: t("print.markStyles.none") };
  const href = printUrl(setId, { paper, bleed, marks, card: scope === "card" && card ? card.code : undefined, locale });

  return (
    <>
      <button type="button" className="rounded border px-3 py-1" onClick={() => dialog.current?.showModal()}>
        {t("print.open")}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="max-w-md rounded p-4 backdrop:bg-black/40">
        <form method="dialog" className="space-y-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t("print.title")}
          </h2>
          {card && (
            <Choice
              legend={t("print.what")}
              name={`${name}-scope`}
              options={["card", "set"] as ("card" | "set")[]}
              value={scope}
              label={(v) => (v === "card" ? t("print.oneCard", { name: card.name }) : t("print.wholeSet"))}
              onChange={setScope}
            />
          )}
          <Choice legend={t("print.paper")} name={`${name}-paper`} options={PAPERS} value={paper} label={(v) => paperNames[v]} onChange={setPaper} />
          <Choice legend={t("print.bleed")} name={`${name}-bleed`} options={BLEEDS} value={bleed} label={(v) => bleedNames[v]} onChange={setBleed} />
          <Choice legend={t("print.marks")} name={`${name}-marks`} options={MARKS} value={marks} label={(v) => markNames[v]} onChange={setMarks} />
          <p className="text-sm text-zinc-600">{t("print.note")}</p>
          <div className="flex gap-3">
            <a href={href} target="_blank" rel="noopener" className="rounded bg-blue-700 px-3 py-1 text-white" onClick={() => dialog.current?.close()}>
              {t("print.download")}
            </a>
            <button type="submit" className="rounded border px-3 py-1">
              {t("print.close")}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
