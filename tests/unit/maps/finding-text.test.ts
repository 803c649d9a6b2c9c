import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden/map";
import { play, replayCreation, startCreation } from "@/lib/games/battle-for-eden/map-creation";
import { movesFromLink } from "@/lib/games/battle-for-eden/map-creation-link";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { findingText, type MapsT, refusalText } from "@/components/maps/finding-text";
import type { Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

const maps = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: "maps" }) as unknown as MapsT;

const land = (q: number, r: number, color: string): MapTile => ({ q, r, kind: "land", color });
/** A Heart, a line of green land and two portals far too close to the Heart and to each other. */
const crowded: MapTile[] = [
  { q: 0, r: 0, kind: "heart" },
  land(1, 0, "green"),
  land(2, 0, "green"),
  { q: 3, r: 0, kind: "portal", player: "red" },
  { q: 2, r: 1, kind: "portal", player: "blue" },
];
const texts = (locale: Locale) => {
  const check = checkMap({ tiles: crowded });
  return [...check.errors, ...check.warnings].map((i) => ({ code: i.code, text: findingText(i, maps(locale), locale, check.composition), english: i.message }));
};

describe("the map check's findings in the reader's language", () => {
  it('"Map creation ▶ Building the map": a portal too close to the Heart reads in Polish and Spanish with its tiles, player colour and limit', () => {
    const polish = texts("pl").find((f) => f.code === "BFE_MAP_PORTAL_NEAR_HEART");
    expect(polish?.text).toBe("Portal gracza czerwony na 3,0 ma 2 heksy między sobą a Sercem Edenu na 0,0; potrzeba co najmniej 3.");
    const spanish = texts("es").find((f) => f.code === "BFE_MAP_PORTAL_NEAR_HEART");
    expect(spanish?.text).toBe("El portal de rojo en 3,0 tiene 2 losetas entre él y el Corazón de Edén en 0,0; hacen falta al menos 3.");
  });

  it('"Map creation ▶ Setup": the land-tile count reads in Polish with colour names', () => {
    const polish = texts("pl").find((f) => f.code === "BFE_MAP_COMPOSITION");
    expect(polish?.text).toMatch(
      /^Dla 2 graczy \(jeden na portal: czerwony \(czerwony\), niebieski \(niebieski\)\) „Tworzenie mapy ▶ Przygotowanie” rozdaje 16 heksów terenu/,
    );
    expect(polish?.text).toContain("Brakuje: czarny: 2, czerwony: 3");
  });

  it("every finding of a crowded map is translated, and English keeps the check's own message (the CLI's text)", () => {
    for (const f of texts("pl")) expect(f.text).not.toBe(f.english);
    for (const f of texts("en")) expect(f.text).toBe(f.english);
  });
});

describe("the map creation game's refusals in the reader's language", () => {
  it('"Map creation ▶ Building the map": a tile out of contact, and a bad move in a replayed link', () => {
    const drawn = play(startCreation(2, 1), { type: "draw", from: "face-up" });
    if (!drawn.ok) throw new Error(drawn.reason);
    const far = play(drawn.state, { type: "place", at: { q: 5, r: 5 } });
    if (far.ok) throw new Error("placed out of contact");
    expect(refusalText(far, maps("pl"), "pl")).toBe("5,5 nie styka się z mapą.");
    expect(refusalText(far, maps("en"), "en")).toBe("5,5 is not in contact with the map.");
    const replayed = replayCreation(2, 1, [
      { type: "draw", from: "face-up" },
      { type: "place", at: { q: 5, r: 5 } },
    ]);
    if (replayed.ok) throw new Error("replayed");
    expect(refusalText(replayed, maps("es"), "es")).toBe("Movimiento 2: 5,5 no está en contacto con el mapa.");
    const link = movesFromLink("u_zz");
    if (link.ok) throw new Error("read");
    expect(refusalText(link, maps("pl"), "pl")).toBe("Ruch 2 („zz”) nie jest ruchem.");
  });
});
