"use client";

import type { MapComposition } from "@/lib/games/battle-for-eden/map-composition";
import { FILL } from "./palette";

/** Land tiles per colour against "Map creation ▶ Setup" for the map's players: what is missing and what is extra. */
export function CompositionPanel({ composition }: { composition: MapComposition | null }) {
  if (!composition) return null;
  const { players, colors, unseenColors, spareBlack, tooManyColors } = composition;
  return (
    <section aria-labelledby="map-composition-title" className="space-y-2" data-testid="map-composition">
      <h2 id="map-composition-title" className="text-lg font-semibold">
        Tiles per colour
      </h2>
      <p className="text-sm text-stone-700">
        {players.length === 0
          ? "No portal yet: place one portal per player."
          : `${players.length} player${players.length === 1 ? "" : "s"} (${players.map((p) => p.player).join(", ")}): each brings 1 tile of each of the 7 colours and 1 of their own colour ("Map creation ▶ Setup").`}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Land tiles per colour: expected, placed, missing, extra</caption>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">Colour</th>
            <th scope="col">Expected</th>
            <th scope="col">Placed</th>
            <th scope="col">Missing</th>
            <th scope="col">Extra</th>
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
                {c.color}
              </th>
              <td className="tabular-nums">{c.expected}</td>
              <td className="tabular-nums">{c.placed}</td>
              <td className={`tabular-nums ${c.missing ? "font-semibold text-amber-800" : ""}`}>{c.missing}</td>
              <td className={`tabular-nums ${c.extra ? "font-semibold text-amber-800" : ""}`}>{c.extra}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {players.length > 0 && unseenColors > 0 && (
        <p className="text-sm text-amber-800">
          {unseenColors} of the 7 colours have no tile yet: {players.length} tile{players.length === 1 ? "" : "s"} of each are missing.
        </p>
      )}
      {spareBlack > 0 && <p className="text-sm text-stone-600">{spareBlack} extra black tile(s): allowed, one per player, to place a portal.</p>}
      {tooManyColors && <p className="text-sm text-amber-800">The map names more than the game's 7 colours.</p>}
    </section>
  );
}
