"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { generateMap, MAX_PLAYERS, MIN_PLAYERS } from "@/lib/games/battle-for-eden/map-generator";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";

/** "Generate": a random legal map for N players from a seed (the same seed gives the same map); it replaces the drawing as one undo step. */
export function GeneratePanel({ onMap }: { onMap(tiles: MapTile[]): void }) {
  const t = useTranslations("maps.generate");
  const [players, setPlayers] = useState(2);
  const [seed, setSeed] = useState("");
  const [note, setNote] = useState<string | null>(null);

  function generate() {
    const used = seed.trim() === "" ? String(Math.floor(Math.random() * 2 ** 32)) : seed;
    const map = generateMap(players, used);
    if (!map) {
      setNote(t("notFound", { seed: used }));
      return;
    }
    setSeed(used);
    setNote(t("done", { players, seed: used }));
    onMap(map.tiles);
  }

  return (
    <section aria-labelledby="map-generate-title" className="space-y-2 text-sm">
      <h2 id="map-generate-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col">
          {t("players")}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} className="min-h-8 rounded border border-stone-400 px-2">
            {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          {t("seed")}
          <input value={seed} onChange={(e) => setSeed(e.target.value)} maxLength={40} className="min-h-8 w-36 rounded border border-stone-400 px-2" />
        </label>
        <button type="button" onClick={generate} className="min-h-8 rounded border border-stone-500 bg-white px-3 font-medium hover:bg-stone-100">
          {t("generate")}
        </button>
      </div>
      {note && (
        <p role="status" className="text-stone-700">
          {note}
        </p>
      )}
    </section>
  );
}
