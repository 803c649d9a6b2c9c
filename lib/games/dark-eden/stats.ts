import { CARD_TYPES, WARRIOR_CLASSES, type Resource } from "./card";
import { deckSize } from "./deck-size";
import type { DarkEdenStats } from "../stats";
import type { DeckContext } from "./rule";

type Icons = Record<Resource, number>;

function zeroIcons(): Icons {
  return { gold: 0, food: 0, rawMaterials: 0, fuel: 0 };
}

/** Adds `times` each of the card's icons: the four resources of card.ts RESOURCES, named one by one (a fixed property is read faster than one by name). */
function addIcons(total: Icons, icons: Partial<Icons> | undefined, times: number) {
  if (!icons) return;
  total.gold += (icons.gold ?? 0) * times;
  total.food += (icons.food ?? 0) * times;
  total.rawMaterials += (icons.rawMaterials ?? 0) * times;
  total.fuel += (icons.fuel ?? 0) * times;
}

/** Adds `copies` under `key` (skipped when undefined); keys keep the order they first appear in (a number is the key its text is). */
function count(out: Record<string, number>, key: string | number | undefined, copies: number) {
  if (key !== undefined) out[key] = (out[key] ?? 0) + copies;
}

function zeros(keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = 0;
  return out;
}

/**
 * Deck statistics for the builder (plain JSON). `deckSize` counts the play deck without Commander
 * cards (CONTRACTS §3); resource totals are the blue (`provided`) and red (`required`) icons
 * printed on the play deck's cards ("NATURAL RESOURCES"), the Commander's own in `commanderProvides`.
 */
export function deckStats(ctx: DeckContext): DarkEdenStats {
  const slots = ctx.slots;
  const provided = zeroIcons();
  const required = zeroIcons();
  const byType = zeros(CARD_TYPES);
  const byWarriorClass = zeros(WARRIOR_CLASSES);
  const byAffiliation: Record<string, number> = {};
  const warriorCv: Record<string, number> = {};
  const establishmentCv: Record<string, number> = {};
  const initialCost: Record<string, number> = {};
  // One pass over the play deck: each tally lists its keys in the order the slots first give them.
  for (const { card, copies } of slots) {
    addIcons(provided, card.provides, copies);
    addIcons(required, card.requires, copies);
    count(byType, card.type, copies);
    if (card.type === "warrior") count(byWarriorClass, card.warriorClass, copies);
    count(byAffiliation, card.affiliation, copies);
    if (card.type === "warrior" && typeof card.cv === "number") count(warriorCv, card.cv, copies);
    if (card.type === "establishment" && typeof card.cv === "number") count(establishmentCv, card.cv, copies);
    count(initialCost, card.initialCost ?? 0, copies);
  }
  const commanderProvides = zeroIcons();
  addIcons(commanderProvides, ctx.commander?.provides, 1);
  return {
    deckSize: deckSize(slots),
    commander: ctx.commander?.code ?? null,
    mode: ctx.mode.mode,
    byType,
    byWarriorClass,
    byAffiliation,
    cvDistribution: { warrior: warriorCv, establishment: establishmentCv },
    initialCostDistribution: initialCost,
    provided,
    required,
    commanderProvides,
  };
}
