/**
 * Battle for Eden goldfish past the opening: the end of the Expansion turn, the Production
 * phase (resources, pure energy), the Reinforcements phase (buying from the World, the
 * common and the technology cards) and the "auto" policy that plays and buys by itself
 * (docs/goldfish.md, "Battle for Eden").
 */
import type { Rng } from "../../engine/rng";
import { cardName, gameText, type GameText } from "../../engine/goldfish/game-text";
import type { Outcome } from "../../engine/goldfish/types";
import { isEnergyCrystal } from "./common-cards";
import {
  type BfeGoldfishInput,
  type BfeTable,
  cardOf,
  compositionOf,
  drewLine,
  drewValues,
  log,
  ownedIds,
  REINFORCEMENTS_UNDER_WAY,
  refuse,
  replenish,
  SPEND_PURE_FIRST,
} from "./goldfish-table";

const BUY_IN_REINFORCEMENTS = gameText("bfe.buyInReinforcements", "Cards are bought in the Reinforcements phase: end the turn first.");
import { commonCardPrice, crystalsEnergy, priceOf } from "./market";

/** "Conquest ▶ Setup": troops start on the portal and the tiles in contact with it (at most 2, "Map creation ▶ Building the map"). */
export const STARTING_TERRITORIES = 3;
/** The most resources a Production phase may be set to give. */
export const MAX_PRODUCTION = 99;
/** The auto policy buys at most this many cards a round. */
export const MAX_AUTO_PURCHASES = 12;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The energy of the crystals now in front: the cap on what units may cost this round. */
export function energyInFront(input: BfeGoldfishInput, state: BfeTable): { value: number; assumed: number } {
  return crystalsEnergy(state.inFront.map((id) => cardOf(input, state, id)));
}

/**
 * The end of the Expansion turn ("The Expansion phase": replenish the hand to 5), then "The
 * Production phase" (1 resource per territory, set by `production`; 1 pure energy while
 * holding the Heart of Eden), then the Reinforcements phase opens with the crystals in front.
 */
export function endExpansion(input: BfeGoldfishInput, state: BfeTable, rng: Rng): Outcome<BfeTable> {
  if (state.phase !== "expansion") return refuse(REINFORCEMENTS_UNDER_WAY);
  const r = replenish(state, rng);
  const energy = energyInFront(input, state);
  const pure = state.heart ? 1 : 0;
  const s: BfeTable = {
    ...r.state,
    phase: "reinforcements",
    resources: state.resources + state.production,
    pureEnergy: state.pureEnergy + pure,
    energy: energy.value,
    spentOnUnits: 0,
    commonCardsBought: 0,
    // boughtThisRound is kept: technology cards bought with the pure energy of a Heart lost in this Expansion phase belong to the round.
    spentThisRound: 0,
  };
  const assumed = energy.assumed > 0 ? ` (${energy.assumed} crystal value${energy.assumed === 1 ? "" : "s"} assumed)` : "";
  return {
    ok: true,
    state: log(
      s,
      gameText("bfe.roundDraw", `Round ${state.round}: ${drewLine(r.drawn, r.reshuffled)}.`, { round: state.round, ...drewValues(r.drawn, r.reshuffled) }),
      gameText(
        "bfe.production",
        `Production: +${state.production} resources${pure ? ", +1 pure energy" : ""}. Reinforcements: crystals give ${energy.value} energy${assumed}.`,
        { production: state.production, pure, energy: energy.value, assumed: energy.assumed },
      ),
    ),
  };
}

/** Why `item` cannot be bought now, or null. */
export function whyNotBuy(input: BfeGoldfishInput, state: BfeTable, item: number): GameText | null {
  const offer = (input.market ?? [])[item];
  if (!offer) return gameText("bfe.notOnOffer", `Card #${item} is not on offer.`, { id: item });
  if (state.spendingPure && offer.pile !== "technology") return SPEND_PURE_FIRST;
  if (state.phase !== "reinforcements" && !state.spendingPure) return BUY_IN_REINFORCEMENTS;
  const price = priceOf(offer);
  const name = offer.card.name;
  const card = cardName(offer.card);
  if (price === null) return gameText("bfe.noCost", `${name} has no cost in its World, so it cannot be bought.`, { card });
  switch (offer.pile) {
    // "The Reinforcements phase": units cost resources, and at most the value of the crystals played may go to units.
    case "world":
      if (state.spentOnUnits + price.value > state.energy)
        return gameText(
          "bfe.energyCap",
          `${name} costs ${price.value}: the crystals played give ${state.energy} energy and ${state.spentOnUnits} went to units already.`,
          { card, cost: price.value, energy: state.energy, spent: state.spentOnUnits },
        );
      return state.resources >= price.value
        ? null
        : gameText("bfe.resources", `${name} costs ${price.value} resources; you hold ${state.resources}.`, {
            card,
            cost: price.value,
            held: state.resources,
          });
    // "The Reinforcements phase": common cards are not capped by the crystals, but each one costs one more multiple of its price.
    case "common": {
      const total = commonCardPrice(price.value, state.commonCardsBought);
      return state.resources >= total
        ? null
        : gameText("bfe.resourcesNow", `${name} costs ${total} resources now; you hold ${state.resources}.`, {
            card,
            cost: total,
            held: state.resources,
          });
    }
    // "The Reinforcements phase": technology cards are bought with pure energy by the player controlling the Heart of Eden.
    case "technology":
      if (!state.heart && !state.spendingPure)
        return gameText("bfe.technology", `${name} is a technology card: only the player controlling the Heart of Eden may buy it.`, { card });
      return state.pureEnergy >= price.value
        ? null
        : gameText("bfe.pureEnergy", `${name} costs ${price.value} pure energy; you hold ${state.pureEnergy}.`, {
            card,
            cost: price.value,
            held: state.pureEnergy,
          });
  }
}

/** The price `item` would cost now (a common card at its multiple), null when it has none. */
export function priceNow(input: BfeGoldfishInput, state: BfeTable, item: number): number | null {
  const offer = (input.market ?? [])[item];
  const price = offer ? priceOf(offer) : null;
  if (!offer || price === null) return null;
  return offer.pile === "common" ? commonCardPrice(price.value, state.commonCardsBought) : price.value;
}

// Battle for Eden rules, "The Reinforcements phase": a card bought is paid for and placed in the discard pile.
export function buy(input: BfeGoldfishInput, state: BfeTable, item: number): Outcome<BfeTable> {
  const why = whyNotBuy(input, state, item);
  if (why) return refuse(why);
  const offer = (input.market ?? [])[item];
  const cost = priceNow(input, state, item)!;
  const id = input.deck.length + state.bought.length;
  const pure = offer.pile === "technology";
  const s: BfeTable = {
    ...state,
    bought: [...state.bought, item],
    discardPile: [...state.discardPile, id],
    resources: pure ? state.resources : state.resources - cost,
    pureEnergy: pure ? state.pureEnergy - cost : state.pureEnergy,
    spentOnUnits: offer.pile === "world" ? state.spentOnUnits + cost : state.spentOnUnits,
    commonCardsBought: offer.pile === "common" ? state.commonCardsBought + 1 : state.commonCardsBought,
    boughtThisRound: [...state.boughtThisRound, id],
    spentThisRound: pure ? state.spentThisRound : state.spentThisRound + cost,
  };
  const bought = log(
    s,
    gameText("bfe.bought", `Bought ${offer.card.name} for ${cost} ${pure ? "pure energy" : "resources"}; it goes to the discard pile.`, {
      card: cardName(offer.card),
      cost,
      pure: pure ? "yes" : "no",
    }),
  );
  return { ok: true, state: s.spendingPure ? settlePure(input, bought) : bought };
}

/**
 * The auto policy's next purchase (docs/goldfish.md): the most expensive unit of the World
 * the energy cap and resources allow (the stronger on a tie); else, holding the Heart of Eden,
 * the most expensive technology card the pure energy pays for; else one Energy Crystal (the
 * one giving most energy) if no common card was bought this round. Never a card costing 0.
 */
export function policyChoice(input: BfeGoldfishInput, state: BfeTable): number | undefined {
  const market = input.market ?? [];
  const affordable = (pile: "world" | "common" | "technology") =>
    market
      .map((offer, item) => ({ offer, item, price: priceNow(input, state, item) }))
      .filter((o) => o.offer.pile === pile && o.price !== null && o.price > 0 && whyNotBuy(input, state, o.item) === null);
  const units = affordable("world").sort((a, b) => b.price! - a.price! || (b.offer.card.strength ?? 0) - (a.offer.card.strength ?? 0));
  if (units.length > 0) return units[0].item;
  const techs = affordable("technology").sort((a, b) => b.price! - a.price!);
  if (techs.length > 0) return techs[0].item;
  if (state.commonCardsBought > 0) return undefined;
  const crystals = affordable("common")
    .filter((o) => isEnergyCrystal(o.offer.card))
    .sort((a, b) => crystalsEnergy([b.offer.card]).value - crystalsEnergy([a.offer.card]).value || a.price! - b.price!);
  return crystals[0]?.item;
}

/** The auto policy's purchases for the Reinforcements phase under way. */
export function autoBuy(input: BfeGoldfishInput, state: BfeTable): Outcome<BfeTable> {
  if (state.phase !== "reinforcements") return refuse(BUY_IN_REINFORCEMENTS);
  let s = state;
  for (let n = 0; n < MAX_AUTO_PURCHASES; n++) {
    const item = policyChoice(input, s);
    if (item === undefined) break;
    const out = buy(input, s, item);
    if (!out.ok) break;
    s = out.state;
  }
  return { ok: true, state: s === state ? log(s, gameText("bfe.autoNothing", "Auto: nothing to buy.")) : s };
}

/**
 * The end of the round: "The Reinforcements phase" discards the crystals in front; the
 * round's energy, purchases and the deck's size are recorded.
 */
export function nextRound(input: BfeGoldfishInput, state: BfeTable): Outcome<BfeTable> {
  if (state.phase !== "reinforcements") return refuse(gameText("bfe.endExpansionFirst", "End the Expansion turn first."));
  const crystals = state.inFront.map((id) => cardOf(input, state, id));
  const energy = crystalsEnergy(crystals);
  const after = { bought: state.bought, world: state.world };
  const s: BfeTable = {
    ...state,
    phase: "expansion",
    round: state.round + 1,
    discardPile: [...state.discardPile, ...state.inFront],
    inFront: [],
    rounds: [
      ...state.rounds,
      {
        round: state.round,
        energy: energy.value,
        energyAssumed: energy.assumed,
        resources: state.resources + state.spentThisRound,
        spent: state.spentThisRound,
        bought: state.boughtThisRound.map((id) => cardOf(input, state, id).code),
        owned: ownedIds(input, after).length,
        composition: compositionOf(input, after),
      },
    ],
    energy: 0,
    spentOnUnits: 0,
    commonCardsBought: 0,
    boughtThisRound: [],
    spentThisRound: 0,
  };
  return {
    ok: true,
    state: log(
      s,
      gameText(
        "bfe.roundEnds",
        `Round ${state.round} ends: ${plural(state.inFront.length, "crystal")} discarded; ${plural(s.rounds.at(-1)!.owned, "card")} owned.`,
        {
          round: state.round,
          crystals: state.inFront.length,
          owned: s.rounds.at(-1)!.owned,
        },
      ),
    ),
  };
}

/** The auto policy's Expansion turn: every Energy Crystal in the hand is played, every unit goes to battle (then the discard pile). */
export function autoExpansion(input: BfeGoldfishInput, state: BfeTable): Outcome<BfeTable> {
  if (state.phase !== "expansion") return refuse(REINFORCEMENTS_UNDER_WAY);
  const crystals = state.hand.filter((id) => isEnergyCrystal(cardOf(input, state, id)));
  const units = state.hand.filter((id) => !crystals.includes(id) && cardOf(input, state, id).kind === "unit");
  const s: BfeTable = {
    ...state,
    hand: state.hand.filter((id) => !crystals.includes(id) && !units.includes(id)),
    inFront: [...state.inFront, ...crystals],
    discardPile: [...state.discardPile, ...units],
  };
  return {
    ok: true,
    state: log(
      s,
      gameText("bfe.autoExpansion", `Auto: played ${plural(crystals.length, "crystal")} in front, sent ${plural(units.length, "unit")} to battle.`, {
        crystals: crystals.length,
        units: units.length,
      }),
    ),
  };
}

/** Chains steps, stopping at the first refusal. */
export function chain(state: BfeTable, ...steps: ((s: BfeTable) => Outcome<BfeTable>)[]): Outcome<BfeTable> {
  let s = state;
  for (const step of steps) {
    const out = step(s);
    if (!out.ok) return out;
    s = out.state;
  }
  return { ok: true, state: s };
}

// "The Production phase": 1 resource per territory controlled; the goldfish has no map, so the player says how many a Production phase gives.
export function setProduction(state: BfeTable, resources: number): Outcome<BfeTable> {
  if (!Number.isInteger(resources) || resources < 0 || resources > MAX_PRODUCTION)
    return refuse(gameText("bfe.productionRange", `Production is a whole number from 0 to ${MAX_PRODUCTION}.`, { max: MAX_PRODUCTION }));
  return {
    ok: true,
    state: log({ ...state, production: resources }, gameText("bfe.productionSet", `Production set to ${resources} resources a round.`, { resources })),
  };
}

/** The technology cards the pure energy held would buy now (priced above 0), while the Heart's pure energy is being spent. */
export function technologyToSpendOn(input: BfeGoldfishInput, state: BfeTable): number[] {
  return (input.market ?? []).flatMap((offer, item) => {
    if (offer.pile !== "technology") return [];
    const price = priceNow(input, state, item);
    return price !== null && price > 0 && price <= state.pureEnergy ? [item] : [];
  });
}

/**
 * Battle for Eden rules, "The Expansion phase": "If the conquered territory was the Heart of
 * Eden, the defending player must immediately spend all the pure energy they have accumulated
 * (see section on the Reinforcements phase)", which spends pure energy on technology cards.
 * While a technology card fits what is left, the player chooses and buys; once none does, the
 * spending ends and what is left goes with the Heart (the rules leave the player no pure
 * energy after it; docs/goldfish.md).
 */
export function settlePure(input: BfeGoldfishInput, state: BfeTable): BfeTable {
  if (!state.spendingPure || technologyToSpendOn(input, state).length > 0) return state;
  const s = { ...state, spendingPure: false, pureEnergy: 0 };
  return state.pureEnergy > 0
    ? log(
        s,
        gameText("bfe.pureLost", `${state.pureEnergy} pure energy buys no technology card: it is lost with the Heart of Eden.`, {
          pure: state.pureEnergy,
        }),
      )
    : s;
}

// "The Production phase" and "The Reinforcements phase": the Heart of Eden gives 1 pure energy a round and lets its holder buy technology cards.
// "The Expansion phase": losing it spends its pure energy at once (settlePure).
export function toggleHeart(input: BfeGoldfishInput, state: BfeTable): Outcome<BfeTable> {
  if (!state.heart) return { ok: true, state: log({ ...state, heart: true }, gameText("bfe.heartTaken", "Took the Heart of Eden.")) };
  if (state.pureEnergy === 0) return { ok: true, state: log({ ...state, heart: false }, gameText("bfe.heartLost", "Lost the Heart of Eden.")) };
  const lost = log(
    { ...state, heart: false, spendingPure: true },
    gameText("bfe.heartLostPure", `Lost the Heart of Eden: its ${state.pureEnergy} pure energy must be spent on technology cards at once.`, {
      pure: state.pureEnergy,
    }),
  );
  return { ok: true, state: settlePure(input, lost) };
}
