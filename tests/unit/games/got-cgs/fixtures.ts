/**
 * Test and benchmark fixtures for GOT CGS era decks.
 *
 * The rules' example cards come from the real catalog (card-data/got-cgs/genesis.json).
 * The Book of Genesis cards are not known, so the rest of a realistic era deck is made of
 * FIXTURE cards (codes `fixture-…`, identifiers `FIX …`), built here and clearly not
 * catalog data: the mix follows the Genesis pack (50 adventure cards, 200 support cards)
 * and the rules' own vocabulary of costs and resources.
 */
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import type { CatalogCard } from "@/lib/games/types";
import type { GotCard } from "@/lib/games/got-cgs/card";
import { bundledCards } from "../catalog";

/** The real catalog cards (the rules' examples), as the engine sees them. */
export function genesisCards(): CatalogCard<GotCard>[] {
  return bundledCards("got-cgs", "genesis");
}

export function genesisCard(code: string): CatalogCard<GotCard> {
  const card = genesisCards().find((c) => c.code === code);
  if (!card) throw new Error(`no card ${code} in genesis.json`);
  return card;
}

/** A fixture card made in a test (not catalog data). */
export function fixtureCard(code: string, attributes: string, extra: Partial<GotCard> = {}): CatalogCard<GotCard> {
  return { code, name: extra.name ?? code, attributes, set: "fixtures", ...extra };
}

/** A resolved era deck from cards and copies, with headers. */
export function eraDeck(entries: [CatalogCard<GotCard>, number][], headers: Record<string, string> = {}): ResolvedDeck<GotCard> {
  const all = entries.map(([card]) => card);
  return {
    headers,
    entries: entries.map(([card, quantity], i) => ({ card, quantity, section: "main", line: i + 1 })),
    cards: new CardIndex(all),
    extras: {},
  };
}

const RESOURCES = ["StarshipCapacity", "StarshipFirePower", "StarshipFlyRange", "FluonResearch", "Crew", "Supplies"] as const;
const ROLEPLAYS = ["Competition", "Battle", "Cooperation", "Challenge", "Solo", "Obstruction", "Cataclysm", "Competition"] as const;
const pad = (n: number) => String(n).padStart(3, "0");

/** 48 fixture adventures: every roleplay, levels 1–4 in a linear action, 2–3 costs each. */
function fixtureAdventures(): CatalogCard<GotCard>[] {
  return Array.from({ length: 48 }, (_, i) => {
    const level = 1 + (i % 4);
    const names = [RESOURCES[i % 6], RESOURCES[(i + 1) % 6], ...(i % 3 === 0 ? [RESOURCES[(i + 3) % 6]] : [])];
    const lines = [
      `Type "Adventure"`,
      `Subtype "Fixture mission"`,
      `Roleplay "${ROLEPLAYS[i % 8]}"`,
      `Level ${level}`,
      ...(level > 1 ? [`AllowPlayIfAnyPreviousLevel > 1`] : []),
      ...(i % 5 === 0 ? [`CommonBuildsite "Yes"`] : []),
      `AdventureCommonCosts`,
      ...names.map((n, k) => `    ${n} ${1 + ((i + k) % 3)}`),
      `EraResources`,
      `    Sway ${3 + (i % 6)}`,
      ...(i % 4 === 0 ? [`Feats`, `    FixtureFeat${"ABCDEFGHIJKL"[i % 12]} 1`] : []),
    ];
    return fixtureCard(`fixture-adventure-${pad(i + 1)}`, lines.join("\n"), {
      name: `Fixture Adventure ${pad(i + 1)}`,
      identifier: `FIX ${pad(i + 1)}`,
      gold: false,
    });
  });
}

/** 30 fixture support kinds: one or two resources each; a few weapons that need a weapon size a starship brings. */
function fixtureSupports(): { card: CatalogCard<GotCard>; copies: number }[] {
  return Array.from({ length: 30 }, (_, i) => {
    const n = 101 + i;
    const first = RESOURCES[i % 6];
    const second = i % 2 === 0 ? RESOURCES[(i + 2) % 6] : undefined;
    const weapon = i % 10 === 9;
    const starship = i % 10 === 8;
    const lines = [
      `Type "Support"`,
      `Subtype "${weapon ? "Starship weapon" : starship ? "Starship" : "Fixture supply"}"`,
      ...(i % 7 === 3 ? [`Affiliation "Fixture league"`] : []),
      `AdventureResources`,
      `    ${first} ${1 + (i % 2)}`,
      ...(second ? [`    ${second} 1`] : []),
      ...(starship ? [`    StarshipWeaponSize 2`] : []),
      ...(weapon ? [`AdventureCosts`, `    StarshipWeaponSize 2`] : []),
      `EraCosts`,
      `    Sway 1`,
    ];
    return {
      card: fixtureCard(`fixture-support-${pad(n)}`, lines.join("\n"), { name: `Fixture Support ${pad(n)}`, identifier: `FIX ${pad(n)}`, gold: false }),
      copies: i < 13 ? 6 : 5,
    };
  });
}

/** The rules' example cards and their copies in the fixture deck: 2 adventures, 37 supports. */
const GENESIS_COPIES: Record<string, number> = {
  "kinesis-research-station": 1,
  "temblor-sector-exploration": 1,
  "fluon-starship-drive": 4,
  "ion-starship-drive": 4,
  "ion-cannon": 4,
  "scientists-1": 3,
  "scientists-2": 3,
  magellan: 2,
  "magellan-capacity-2": 2,
  "magnetic-combat-sensor": 3,
  "starship-cloak": 3,
  "starship-weapon-damaged": 3,
  "time-travel": 2,
  "time-weapon": 2,
  "time-shield": 2,
};

export interface EraDeckFixture {
  /** Every card the deck uses (catalog and fixture cards). */
  cards: CatalogCard<GotCard>[];
  /** A catalog file holding the fixture cards (for `--catalog`), beside card-data/got-cgs/genesis.json. */
  fixtureCatalog: { game: "got-cgs"; set: { code: string; name: string }; cards: GotCard[] };
  /** The deck list text (CONTRACTS §2). */
  list: string;
  /** The same deck, resolved. */
  deck: ResolvedDeck<GotCard>;
}

/**
 * A realistic 250-card era deck: 50 adventure cards and 200 support cards (the Genesis
 * pack's mix), for 4 players, 10% burn off. Deterministic. It validates legal, without
 * warnings. With `gold`, one gold card sharing a silver card's identification number is added.
 */
export function makeEraDeck250(options: { gold?: boolean } = {}): EraDeckFixture {
  const real = genesisCards().filter((c) => c.code in GENESIS_COPIES);
  const entries: [CatalogCard<GotCard>, number][] = [
    ...real.map((c): [CatalogCard<GotCard>, number] => [c, GENESIS_COPIES[c.code]]),
    ...fixtureAdventures().map((c): [CatalogCard<GotCard>, number] => [c, 1]),
    ...fixtureSupports().map((s): [CatalogCard<GotCard>, number] => [s.card, s.copies]),
  ];
  if (options.gold) {
    const gold = fixtureCard(
      "fixture-gold-007",
      ['Type "Support"', 'Subtype "Fixture relic"', "AdventureResources", "    Crew 3", "EraCosts", "    Sway 2"].join("\n"),
      { name: "Fixture Gold 007", identifier: "FIX GOLD 007", gold: true },
    );
    entries.push([gold, 1]);
  }
  const headers = { players: "4", burnoff: "10%", playmode: "pap" };
  const list = [
    "game: got-cgs",
    "name: Fixture era deck (250 cards)",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...entries.map(([c, q]) => `${q} [${c.code}]`),
  ].join("\n");
  const fixtureCards = entries.map(([c]) => c).filter((c) => c.set === "fixtures");
  return {
    cards: entries.map(([c]) => c),
    fixtureCatalog: {
      game: "got-cgs",
      set: { code: "fixtures", name: "Test fixtures (not catalog data)" },
      cards: fixtureCards.map(({ set: _set, ...card }) => card),
    },
    list: `${list}\n`,
    deck: eraDeck(entries, headers),
  };
}
