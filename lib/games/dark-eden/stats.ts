import { AFFILIATIONS, CARD_TYPES, WARRIOR_CLASSES, type CardType, type Resource, type WarriorClass } from "./card";
import type { DarkEdenStats } from "../stats";
import type { DeckContext, PlaySlot } from "./rule";
import { Tally } from "./tally";

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

/** Adds `times` each of a card's share of icons (card-stats.ts): every record of one shape, unlike the cards' own `provides` and `requires`. */
function addShare(total: Icons, icons: Readonly<Icons>, times: number) {
  total.gold += icons.gold * times;
  total.food += icons.food * times;
  total.rawMaterials += icons.rawMaterials * times;
  total.fuel += icons.fuel * times;
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

/** Each name's place in `names`. */
function places<N extends string>(names: readonly N[]): Record<N, number> {
  return Object.fromEntries(names.map((name, i) => [name, i])) as Record<N, number>;
}

const TYPE = places(CARD_TYPES);
const CLASS = places(WARRIOR_CLASSES);
const NO_TYPES: readonly number[] = CARD_TYPES.map(() => 0);
const NO_CLASSES: readonly number[] = WARRIOR_CLASSES.map(() => 0);

/** The copies of each card type counted by its place in CARD_TYPES, every type in CARD_TYPES order (written out: a literal is built faster than keys added one by one). */
function byTypeOf(c: readonly number[]): Record<CardType, number> {
  return {
    commander: c[TYPE.commander],
    establishment: c[TYPE.establishment],
    warrior: c[TYPE.warrior],
    intrigue: c[TYPE.intrigue],
    enhancement: c[TYPE.enhancement],
  };
}

/** The copies of each warrior class counted by its place in WARRIOR_CLASSES, in WARRIOR_CLASSES order. */
function byClassOf(c: readonly number[]): Record<WarriorClass, number> {
  return { infantry: c[CLASS.infantry], cavalry: c[CLASS.cavalry], vehicle: c[CLASS.vehicle] };
}

type Distributions = Pick<
  DarkEdenStats,
  "byType" | "byWarriorClass" | "byAffiliation" | "cvDistribution" | "initialCostDistribution" | "provided" | "required"
>;

/**
 * The distributions and icon totals of a deck whose cards are all plain (card-stats.ts): each
 * card's share is read once per card, tallied by its place in CARD_TYPES, WARRIOR_CLASSES and
 * AFFILIATIONS, and every object is written once at the end. Undefined when a card is not plain.
 */
function tallied(slots: readonly PlaySlot[]): Distributions | undefined {
  const provided = zeroIcons();
  const required = zeroIcons();
  const byType = NO_TYPES.slice();
  const byWarriorClass = NO_CLASSES.slice();
  const affiliationTally = new Tally();
  const warriorCvTally = new Tally();
  const establishmentCvTally = new Tally();
  const initialCostTally = new Tally();
  for (let i = 0; i < slots.length; i++) {
    const { copies, facts } = slots[i];
    const share = facts.stats;
    if (!share.plain) return undefined;
    if (share.provides !== undefined) addShare(provided, share.provides, copies);
    if (share.requires !== undefined) addShare(required, share.requires, copies);
    byType[share.type] += copies;
    if (share.warriorClass !== -1) byWarriorClass[share.warriorClass] += copies;
    affiliationTally.add(share.affiliation, copies);
    if (share.warriorCv !== undefined) warriorCvTally.add(share.warriorCv, copies);
    if (share.establishmentCv !== undefined) establishmentCvTally.add(share.establishmentCv, copies);
    initialCostTally.add(share.initialCost, copies);
  }
  return {
    byType: byTypeOf(byType),
    byWarriorClass: byClassOf(byWarriorClass),
    byAffiliation: affiliationTally.toObject(AFFILIATIONS),
    cvDistribution: { warrior: warriorCvTally.toObject(), establishment: establishmentCvTally.toObject() },
    initialCostDistribution: initialCostTally.toObject(),
    provided,
    required,
  };
}

/** The same, key by key, for a deck holding a card built in code with values outside the card schema. */
function keyByKey(slots: readonly PlaySlot[]): Distributions {
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
  return {
    byType,
    byWarriorClass,
    byAffiliation,
    cvDistribution: { warrior: warriorCv, establishment: establishmentCv },
    initialCostDistribution: initialCost,
    provided,
    required,
  };
}

/**
 * Deck statistics for the builder (plain JSON). `deckSize` counts the play deck without Commander
 * cards (CONTRACTS §3); resource totals are the blue (`provided`) and red (`required`) icons
 * printed on the play deck's cards ("NATURAL RESOURCES"), the Commander's own in `commanderProvides`.
 * Each distribution lists its keys in the order the slots first give them (integer keys first, ascending).
 */
export function deckStats(ctx: DeckContext): DarkEdenStats {
  const counted = tallied(ctx.slots) ?? keyByKey(ctx.slots);
  const commanderProvides = zeroIcons();
  addIcons(commanderProvides, ctx.commander?.provides, 1);
  return {
    deckSize: ctx.deckSize,
    commander: ctx.commander?.code ?? null,
    mode: ctx.mode.mode,
    byType: counted.byType,
    byWarriorClass: counted.byWarriorClass,
    byAffiliation: counted.byAffiliation,
    cvDistribution: counted.cvDistribution,
    initialCostDistribution: counted.initialCostDistribution,
    provided: counted.provided,
    required: counted.required,
    commanderProvides,
  };
}
