"use client";

import { useTranslations } from "next-intl";
import type { MapComposition } from "@/lib/games/battle-for-eden/map-composition";
import { FILL, useTileLabels } from "./palette";

/** Land tiles per colour against "Map creation ▶ Setup" for the map's players: what is missing and what is extra. */
export function CompositionPanel({ composition }: { composition: MapComposition | null }) {
  const t = useTranslations("maps.composition");
  const { colourName } = useTileLabels();
  if (!composition) return null;
  const { players, colors, unseenColors, spareBlack, tooManyColors } = composition;
  return (
    <section aria-labelledby="map-composition-title" className="space-y-2" data-testid="map-composition">
      <h2 id="map-composition-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-700">
        {players.length === 0 ? t("noPortal") : t("players", { count: players.length, names: players.map((p) => p.player).join(", ") })}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">{t("colour")}</th>
            <th scope="col">{t("expected")}</th>
            <th scope="col">{t("placed")}</th>
            <th scope="col">{t("missing")}</th>
            <th scope="col">{t("extra")}</th>
          </tr>
        </thead>
        <tbody>
          {colors.map((c) => (
            <tr key={c.color} className="border-t border-stone-200" data-color={c.color}>
              <th scope="row" className="py-0.5 text-left font-normal">
                <span
                  aria-hidden="true"
                  className="mr-1 inline-block h-3 w-3 rounded-sm border border-stone-500 align-middle"
                  style={{ background: FILL[c.color.toLowerCase()] ?? "#a8a29e" }}
                />
                {colourName(c.color)}
              </th>
              <td className="tabular-nums">{c.expected}</td>
              <td className="tabular-nums">{c.placed}</td>
              <td className={`tabular-nums ${c.missing ? "font-semibold text-amber-800" : ""}`}>{c.missing}</td>
              <td className={`tabular-nums ${c.extra ? "font-semibold text-amber-800" : ""}`}>{c.extra}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {players.length > 0 && unseenColors > 0 && <p className="text-sm text-amber-800">{t("unseen", { unseen: unseenColors, count: players.length })}</p>}
      {spareBlack > 0 && <p className="text-sm text-stone-600">{t("spareBlack", { count: spareBlack })}</p>}
      {tooManyColors && <p className="text-sm text-amber-800">{t("tooMany")}</p>}
    </section>
  );
}
