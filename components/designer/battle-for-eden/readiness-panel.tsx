"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Civilization } from "@/lib/games/battle-for-eden/card";
import { startingDeckList } from "@/lib/games/battle-for-eden/starting-deck-list";
import type { WorldGap, WorldReadiness } from "@/lib/games/battle-for-eden/world-readiness";

/** One reason the World cannot start a game, in the reader's language. */
function GapText({ gap }: { gap: WorldGap }) {
  const t = useTranslations("designer-bfe");
  switch (gap.kind) {
    case "no-civilization":
      return <>{t("gap.noCivilization")}</>;
    case "invalid-civilization":
      return <>{t("gap.invalidCivilization", { field: gap.field, message: gap.message })}</>;
    case "invalid-card":
      return <>{t("gap.invalidCard", { name: gap.name || gap.code, field: gap.field, message: gap.message })}</>;
    case "duplicate-code":
      return <>{t("gap.duplicateCode", { code: gap.code })}</>;
    case "missing-cost-one-units":
      return <>{t("gap.missingUnits", { count: gap.have.length, names: gap.have.join(", "), missing: gap.missing })}</>;
    case "missing-crystal":
      return <>{t("gap.missingCrystal", { code: gap.code })}</>;
  }
}

/**
 * Whether the World can start a legal game, every reason it cannot (with the rules section),
 * and the starting deck it would deal ("Conquest ▶ Setup"), also as a deck list for the builder.
 */
export function ReadinessPanel({
  readiness,
  loadError,
  setId,
  civilization,
  saved,
}: {
  readiness: WorldReadiness | null;
  loadError: string | null;
  setId: string;
  civilization: Civilization | null;
  saved: boolean;
}) {
  const t = useTranslations("designer-bfe");
  const list =
    readiness?.ready && civilization
      ? startingDeckList({ setId, civilization, deck: readiness.startingDeck, name: t("ready.deckName", { civilization: civilization.name }) })
      : null;
  return (
    <section aria-labelledby="readiness-heading" className="space-y-3 rounded border border-stone-300 bg-white p-3">
      <h2 id="readiness-heading" className="text-lg font-semibold">
        {t("ready.heading")}
      </h2>
      <div role="status" data-testid="world-readiness" data-ready={readiness ? String(readiness.ready) : "unknown"} className="space-y-2 text-sm">
        {loadError ? (
          <p className="text-red-800">{t("ready.loadError", { message: loadError })}</p>
        ) : !readiness ? (
          <p>{t("ready.checking")}</p>
        ) : readiness.ready ? (
          <p className="font-semibold text-green-800">{t("ready.yes")}</p>
        ) : (
          <>
            <p className="font-semibold text-red-800">{t("ready.no")}</p>
            <ul className="list-disc space-y-1 pl-5">
              {readiness.gaps.map((gap, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the reasons are recomputed whole on every edit; their place is their identity
                <li key={i}>
                  <GapText gap={gap} /> <span className="text-stone-600">({t("ready.section", { section: gap.section })})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {readiness && (
        <div className="space-y-1">
          <h3 className="font-semibold">{t("ready.deckHeading")}</h3>
          <ul aria-label={t("ready.deckHeading")} className="text-sm">
            {readiness.startingDeck.map((c) => (
              <li key={`${c.from}/${c.code}`}>
                {c.quantity} × {c.name || c.code} <span className="text-stone-600">· {c.from === "world" ? t("ready.fromWorld") : t("ready.fromCommons")}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {list && (
        <div className="space-y-2">
          <label className="flex flex-col text-sm">
            {t("ready.listLabel")}
            <textarea readOnly value={list} rows={9} className="rounded border border-stone-400 bg-stone-50 px-2 py-1 font-mono text-xs" />
          </label>
          {saved ? (
            <Link href={`/decks/new?game=battle-for-eden&sets=${encodeURIComponent(setId)}`} className="text-sm underline">
              {t("ready.build")}
            </Link>
          ) : (
            <p className="text-sm text-stone-700">{t("ready.saveFirst")}</p>
          )}
        </div>
      )}
    </section>
  );
}
