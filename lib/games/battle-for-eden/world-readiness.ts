import { bfeCardSchema, civilizationSchema, type BfeCard } from "./card";
import { MEDIUM_ENERGY_CRYSTAL, SMALL_ENERGY_CRYSTAL } from "./common-cards";
import { isCostOneUnit, STARTING_DECK } from "./starting-deck";

/**
 * Whether a civilization's World, as a player designs it (a player-made set, CONTRACTS §6), can
 * start a legal game, every reason it cannot, and the starting deck it would deal. A set's unit
 * card stands for one unit card of the World booklet, so the World must hold three cost-1 units
 * to take ("Conquest ▶ Setup": "3 cost-1 units from their World").
 */

/** Why a World cannot start a game yet, with the rules section that says so. */
export type WorldGap =
  | { kind: "no-civilization"; section: "Map creation ▶ Setup" }
  | { kind: "invalid-civilization"; section: "Map creation ▶ Setup"; index: number; field: string; message: string }
  | { kind: "invalid-card"; section: "Conquest ▶ Setup"; code: string; name: string; field: string; message: string }
  | { kind: "duplicate-code"; section: "Conquest ▶ Setup"; code: string }
  | { kind: "missing-cost-one-units"; section: "Conquest ▶ Setup"; have: string[]; missing: number }
  | { kind: "missing-crystal"; section: "Conquest ▶ Setup"; code: string };

/** One line of the starting deck: from the common cards, or a unit taken from the World. */
export interface StartingCard {
  code: string;
  name: string;
  quantity: number;
  from: "common" | "world";
}

export interface WorldReadiness {
  ready: boolean;
  gaps: WorldGap[];
  /** What the World would deal now: the crystals, then its first cost-1 units in booklet order (at most 3). */
  startingDeck: StartingCard[];
}

/** The designed set: its civilizations and cards as typed, each possibly not yet valid. */
export interface WorldInput {
  civilizations: readonly unknown[];
  cards: readonly unknown[];
}

/** The catalog's common cards (the starting crystals come from there), by code and name. */
export type CommonCards = readonly Pick<BfeCard, "code" | "name">[];

// Battle for Eden rules, "Conquest ▶ Setup": 3 Small + 1 Medium Energy Crystal from the common cards and 3 cost-1 units from the World.
export function worldReadiness(world: WorldInput, civilizationCode: string | null, commons: CommonCards): WorldReadiness {
  const gaps: WorldGap[] = [];
  const civilization = civilizationGaps(world.civilizations, civilizationCode, gaps);
  const cards = cardGaps(world.cards, gaps);
  const units = civilization === null ? [] : cards.filter((c) => isCostOneUnit(c) && c.civilization === civilization);
  const taken = units.slice(0, STARTING_DECK.costOneUnits);
  if (taken.length < STARTING_DECK.costOneUnits) {
    gaps.push({
      kind: "missing-cost-one-units",
      section: "Conquest ▶ Setup",
      have: taken.map((u) => u.name),
      missing: STARTING_DECK.costOneUnits - taken.length,
    });
  }
  const small = crystal(SMALL_ENERGY_CRYSTAL, STARTING_DECK.smallCrystals, commons, gaps);
  const medium = crystal(MEDIUM_ENERGY_CRYSTAL, STARTING_DECK.mediumCrystals, commons, gaps);
  const startingDeck: StartingCard[] = [small, medium, ...taken.map((u) => ({ code: u.code, name: u.name, quantity: 1, from: "world" as const }))];
  return { ready: gaps.length === 0, gaps, startingDeck };
}

/**
 * Battle for Eden rules, "Map creation ▶ Setup": each player chooses a civilization, so the World
 * names one. Returns the chosen civilization's code, valid or not, so its units are still counted.
 */
function civilizationGaps(civilizations: readonly unknown[], code: string | null, gaps: WorldGap[]): string | null {
  if (civilizations.length === 0) {
    gaps.push({ kind: "no-civilization", section: "Map creation ▶ Setup" });
    return null;
  }
  const index = Math.max(
    0,
    civilizations.findIndex((c) => typeof c === "object" && c !== null && (c as { code?: unknown }).code === code),
  );
  const parsed = civilizationSchema.safeParse(civilizations[index]);
  if (parsed.success) return parsed.data.code;
  for (const issue of parsed.error.issues) {
    gaps.push({ kind: "invalid-civilization", section: "Map creation ▶ Setup", index, field: String(issue.path[0] ?? ""), message: issue.message });
  }
  const raw = (civilizations[index] as { code?: unknown } | null)?.code;
  return typeof raw === "string" ? raw : null;
}

// CONTRACTS §1 and §6: a card the game's card schema refuses, or a code twice, cannot be saved nor dealt.
function cardGaps(cards: readonly unknown[], gaps: WorldGap[]): BfeCard[] {
  const valid: BfeCard[] = [];
  const seen = new Set<string>();
  for (const raw of cards) {
    const fields = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
    const code = typeof fields.code === "string" ? fields.code : "";
    if (code !== "" && seen.has(code)) gaps.push({ kind: "duplicate-code", section: "Conquest ▶ Setup", code });
    seen.add(code);
    const parsed = bfeCardSchema.safeParse(raw);
    if (parsed.success) {
      valid.push(parsed.data);
      continue;
    }
    const issue = parsed.error.issues[0];
    const field = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : String(issue.path[0] ?? "");
    gaps.push({
      kind: "invalid-card",
      section: "Conquest ▶ Setup",
      code,
      name: typeof fields.name === "string" ? fields.name : "",
      field,
      message: issue.message,
    });
  }
  return valid;
}

// Battle for Eden rules, "Conquest ▶ Setup": the crystals are taken from the common cards, found by the codes the validator uses.
function crystal(code: string, quantity: number, commons: CommonCards, gaps: WorldGap[]): StartingCard {
  const card = commons.find((c) => c.code === code);
  if (!card) gaps.push({ kind: "missing-crystal", section: "Conquest ▶ Setup", code });
  return { code, name: card?.name ?? code, quantity, from: "common" };
}
