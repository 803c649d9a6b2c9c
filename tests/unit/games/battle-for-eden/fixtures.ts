/**
 * Test fixtures for Battle for Eden. The rules name no civilization and no unit, so every
 * civilization and unit here is a FIXTURE made up for the tests (names start with "Fixture");
 * the common cards come from the shipped catalog, card-data/battle-for-eden/core.json.
 */
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import type { BfeCard } from "@/lib/games/battle-for-eden";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import type { CatalogCard, CatalogExtras } from "@/lib/games/types";
import { bundledCards, rawCatalogFiles, repoFile, resolveDeck } from "../catalog";

export { repoFile };

export const coreFile = rawCatalogFiles("battle-for-eden").find((f) => f.file === "core.json")!.json;

export const coreCards: CatalogCard<BfeCard>[] = bundledCards("battle-for-eden", "core");

/** FIXTURE civilizations (not from any source). */
export const fixtureExtras: CatalogExtras = {
  civilizations: [
    { code: "fixture-sky", name: "Fixture Sky Folk", color: "blue" },
    { code: "fixture-deep", name: "Fixture Déep Ones" },
  ],
};

const unit = (code: string, name: string, civilization: string, cost?: number, strength?: number): CatalogCard<BfeCard> => ({
  code,
  name,
  kind: "unit",
  civilization,
  ...(cost === undefined ? {} : { cost }),
  ...(strength === undefined ? {} : { strength }),
  set: "fixtures",
});

/** FIXTURE units (not from any source): three cost-1 Sky units, a cost-5 one, one without a cost, a cost-1 Deep one. */
export const fixtureUnits: CatalogCard<BfeCard>[] = [
  unit("fixture-scout", "Fixture Scout", "fixture-sky", 1, 1),
  unit("fixture-runner", "Fixture Runner", "fixture-sky", 1, 2),
  unit("fixture-sentry", "Fixture Sentry", "fixture-sky", 1),
  unit("fixture-colossus", "Fixture Colossus", "fixture-sky", 5, 9),
  unit("fixture-unpriced", "Fixture Unpriced", "fixture-sky"),
  unit("fixture-diver", "Fixture Diver", "fixture-deep", 1, 1),
];

export const catalog = new CardIndex<BfeCard>([...coreCards, ...fixtureUnits]);

/** Parses and resolves a deck list against the core catalog plus the fixtures. */
export function deckFrom(text: string, extras: CatalogExtras = fixtureExtras, cards: CardIndex<BfeCard> = catalog): ResolvedDeck<BfeCard> {
  return resolveDeck("battle-for-eden", text, cards, extras);
}

export const LEGAL_SKY_DECK = `civilization: Fixture Sky Folk
3 Small Energy Crystal
1 Medium Energy Crystal
2 Fixture Scout
1 Fixture Runner
`;

export function codesOf(issues: { code: string }[]): string[] {
  return issues.map((i) => i.code);
}

// Map tiles
export const heart = (q: number, r: number): MapTile => ({ q, r, kind: "heart" });
export const portal = (q: number, r: number, player: string): MapTile => ({ q, r, kind: "portal", player });
export const land = (q: number, r: number, color: string): MapTile => ({ q, r, kind: "land", color });

/** `n` land tiles of `color` in a straight line from (q, r) stepping by (dq, dr), starting one step out. */
export function ray(q: number, r: number, dq: number, dr: number, n: number, color = "green"): MapTile[] {
  return Array.from({ length: n }, (_, i) => land(q + dq * (i + 1), r + dr * (i + 1), color));
}
