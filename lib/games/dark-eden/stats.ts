import { CARD_TYPES, RESOURCES, WARRIOR_CLASSES, type Resource } from "./card";
import type { Slot } from "./deck";
import { deckSize } from "./deck-size";
import type { DarkEdenStats } from "../stats";
import type { DeckContext } from "./rule";

type Icons = Record<Resource, number>;

function zeroIcons(): Icons {
  return { gold: 0, food: 0, rawMaterials: 0, fuel: 0 };
}

function addIcons(total: Icons, icons: Partial<Icons> | undefined, times: number) {
  for (const r of RESOURCES) total[r] += (icons?.[r] ?? 0) * times;
}

function tally(slots: readonly Slot[], key: (slot: Slot) => string | number | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const slot of slots) {
    const k = key(slot);
    if (k !== undefined) out[String(k)] = (out[String(k)] ?? 0) + slot.copies;
  }
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
  for (const { card, copies } of slots) {
    addIcons(provided, card.provides, copies);
    addIcons(required, card.requires, copies);
  }
  const commanderProvides = zeroIcons();
  addIcons(commanderProvides, ctx.commander?.provides, 1);
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, 0])) as Record<string, number>;
  Object.assign(
    byType,
    tally(slots, (s) => s.card.type),
  );
  const byWarriorClass = Object.fromEntries(WARRIOR_CLASSES.map((c) => [c, 0])) as Record<string, number>;
  Object.assign(
    byWarriorClass,
    tally(slots, (s) => (s.card.type === "warrior" ? s.card.warriorClass : undefined)),
  );
  return {
    deckSize: deckSize(slots),
    commander: ctx.commander?.code ?? null,
    mode: ctx.mode.mode,
    byType,
    byWarriorClass,
    byAffiliation: tally(slots, (s) => s.card.affiliation),
    cvDistribution: {
      warrior: tally(slots, (s) => (s.card.type === "warrior" && typeof s.card.cv === "number" ? s.card.cv : undefined)),
      establishment: tally(slots, (s) => (s.card.type === "establishment" && typeof s.card.cv === "number" ? s.card.cv : undefined)),
    },
    initialCostDistribution: tally(slots, (s) => s.card.initialCost ?? 0),
    provided,
    required,
    commanderProvides,
  };
}
