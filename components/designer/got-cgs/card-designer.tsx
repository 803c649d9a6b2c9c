"use client";

import { useTranslations } from "next-intl";
import { useAttrText } from "./attr-text";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { GotCard } from "@/lib/games/got-cgs/card";
import { cardCoverage } from "@/lib/games/got-cgs/card-coverage";
import { cardSummary } from "@/lib/games/got-cgs/design/card-summary";
import { knownNames } from "@/lib/games/got-cgs/design/completions";
import { attributeDiagnostics } from "@/lib/games/got-cgs/design/diagnostics";
import { useCardCheck } from "../use-card-check";
import { FieldError, TextField } from "../fields";
import { withField } from "../grid-columns";
import type { CardDesignerProps, DesignCard } from "../types";
import { AttributesEditor } from "./attributes-editor";
import { CoverageView } from "./coverage-view";
import { EngineRead, IdentifierCheck } from "./engine-read";

/**
 * The Gardener of Thoughts card designer, laid out like the card (GOT CGS rules,
 * "Definitions": a silver card's text areas from the top are the directive, the attributes,
 * the lore and the identifier; a gold card has the attributes top left, the lore top right,
 * the directive bottom left and the identifier bottom right). Beside the card: the engine's
 * findings, what it reads (Type, Subtype, costs, resources), the identifier's check and what
 * the card does to its set's era deck. The shell loads this file with next/dynamic, so
 * CodeMirror stays out of other pages.
 */

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The designed card as the engine reads a catalog card (CONTRACTS §1, got-cgs). */
function asGotCard(card: DesignCard): GotCard {
  return {
    code: text(card.code) ?? "",
    name: text(card.name) ?? "",
    ...(text(card.identifier) !== undefined ? { identifier: text(card.identifier) } : {}),
    ...(card.gold === true ? { gold: true } : {}),
    ...(text(card.attributes) !== undefined ? { attributes: text(card.attributes) } : {}),
  };
}

export function GotCardDesigner({ card, onChange, set }: CardDesignerProps) {
  const t = useTranslations("designer-got");
  const say = useAttrText();
  const goldId = useId();
  const findingsId = useId();
  const schemaId = useId();
  const checkCard = useCardCheck();
  const errors = useMemo(() => checkCard("got-cgs", card, set.cards), [checkCard, card, set.cards]);
  const field = (key: string) => (value: unknown) => onChange(withField(card, key, value));
  const attributes = text(card.attributes) ?? "";
  const gold = card.gold === true;

  // The engine's readings follow the typing a moment behind, so typing never waits for them.
  const later = useDeferredValue(card);
  const others = useMemo(() => set.cards.filter((c) => c !== card && c.code !== later.code).map(asGotCard), [set.cards, card, later.code]);
  const known = useMemo(() => knownNames(others), [others]);
  const engineCard = useMemo(() => asGotCard(later), [later]);
  const findings = useMemo(() => attributeDiagnostics(engineCard.attributes ?? ""), [engineCard.attributes]);
  const summary = useMemo(() => cardSummary(engineCard, others, set.id), [engineCard, others, set.id]);
  // "Card packs ▶ Customize a session pack": an era deck holds copies; the designer says how many of each card its coverage counts.
  const [copies, setCopies] = useState(1);
  const coverage = useMemo(() => cardCoverage(engineCard, others, set.id, copies), [engineCard, others, set.id, copies]);

  // Silver: directive, attributes, lore, identifier from the top; gold: a 2×2 grid.
  const place = gold
    ? { directive: "@xl:order-3", attributes: "@xl:order-1", lore: "@xl:order-2", identifier: "@xl:order-4" }
    : { directive: "", attributes: "", lore: "", identifier: "" };
  return (
    <section className="@container" data-testid="got-designer" aria-label={t("label")}>
      <div className="grid gap-3 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className={`space-y-3 rounded-xl border-4 p-3 shadow ${gold ? "border-amber-500 bg-amber-50" : "border-stone-400 bg-stone-100"}`}>
          <div className="flex flex-wrap items-end gap-2">
            <TextField label={t("card.name")} value={card.name} onChange={field("name")} error={errors.name} className="min-w-48 flex-1" />
            <TextField label={t("card.code")} value={card.code} onChange={field("code")} error={errors.code} className="w-48" />
          </div>
          <div className="flex items-center gap-2 text-sm">
            <input id={goldId} type="checkbox" checked={gold} onChange={(e) => field("gold")(e.target.checked ? true : undefined)} />
            <label htmlFor={goldId}>{t("card.gold")}</label>
          </div>
          <div className={`grid gap-3 ${gold ? "@xl:grid-cols-2" : ""}`}>
            <div className={place.directive}>
              <TextField
                label={t("card.directive")}
                value={card.directive}
                onChange={field("directive")}
                error={errors.directive}
                multiline
                placeholder={t("card.noEffect")}
              />
            </div>
            <div className={place.attributes}>
              <AttributesEditor value={attributes} onChange={(v) => field("attributes")(v === "" ? undefined : v)} known={known} />
              <FieldError id={schemaId} error={errors.attributes} />
            </div>
            <div className={place.lore}>
              <TextField label={t("card.lore")} value={card.lore} onChange={field("lore")} error={errors.lore} multiline placeholder={t("card.noEffect")} />
            </div>
            <div className={place.identifier}>
              <TextField
                label={t("card.identifier")}
                value={card.identifier}
                onChange={field("identifier")}
                error={errors.identifier}
                placeholder={t("card.identifierPlaceholder")}
              />
            </div>
          </div>
        </div>
        <div className="space-y-3">
          <section aria-labelledby={findingsId} className="rounded-lg border border-stone-300 bg-white p-3 text-sm">
            <h3 id={findingsId} className="font-semibold">
              {t("findings.heading")}
            </h3>
            <div aria-live="polite" data-testid="got-findings">
              {findings.diagnostics.length === 0 ? (
                <p className="text-green-800">{t("findings.none")}</p>
              ) : (
                <ul className="list-disc space-y-1 pl-5 text-red-800">
                  {findings.diagnostics.map((d) => (
                    <li key={`${d.from}-${d.code}-${d.message}`}>{t("findings.at", { line: d.line, column: d.column, message: say(d) })}</li>
                  ))}
                  {findings.more > 0 && <li>{t("findings.more", { count: findings.more })}</li>}
                </ul>
              )}
            </div>
          </section>
          <EngineRead summary={summary} />
          <IdentifierCheck summary={summary} />
          <CoverageView coverage={coverage} copies={copies} onCopies={setCopies} />
        </div>
      </div>
    </section>
  );
}
