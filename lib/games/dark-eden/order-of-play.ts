/**
 * A goldfish turn by "THE ORDER OF PLAY": STEP ONE: DRAW, STEP TWO: PERFORM ACTIONS (Build
 * Establishment, Muster Warrior, Transfer, Intrigue cards), STEP THREE: BALANCE when the
 * turn ends, STEP SIX: DISCARD. Attacks and raids need an opponent and are not played.
 */
import type { Rng } from "../../engine/rng";
import type { Outcome } from "../../goldfish/types";
import { drawCards } from "../../goldfish/piles";
import { balanceDominion, describeIcons } from "./balance";
import { allowanceOf, balanceCards, cardOf, turfCards, withLog, zoneOf, type DarkEdenGoldfishInput, type Dominion } from "./dominion";
import { playRefusal } from "./playability";
import { SETTING_UP } from "./setting-up";
import { placementRefusal } from "./turf";

const refuse = (reason: string): Outcome<Dominion> => ({ ok: false, reason });
const done = (state: Dominion): Outcome<Dominion> => ({ ok: true, state });

const NOT_STARTED = "The game has not begun: before the first turn only the Gift of Fate may be claimed. Start turn 1 first.";

/**
 * Draws until the hand holds `size` cards ("STEP ONE: DRAW": none when it already holds 7
 * or more); an empty draw pile is refilled by shuffling the discard pile (no 3 cards put aside).
 */
export function drawUpTo(state: Dominion, size: number, rng: Rng): { state: Dominion; drawn: number; reshuffled: number } {
  const need = Math.max(0, size - state.hand.length);
  const d = drawCards(state.drawPile, state.discardPile, need, rng, "empty");
  return {
    state: { ...state, drawPile: d.drawPile, discardPile: d.discardPile, hand: [...state.hand, ...d.drawn], reshuffles: state.reshuffles + d.reshuffles },
    drawn: d.drawn.length,
    reshuffled: d.reshuffles,
  };
}

function drawLine(turn: number, drawn: number, reshuffled: number): string {
  const shuffle = reshuffled > 0 ? " The draw pile ran out: the discard pile was shuffled into a new draw pile." : "";
  return `Turn ${turn}, draw step: ${drawn === 0 ? "the hand holds 7 cards, no draw" : `drew ${drawn} card${drawn === 1 ? "" : "s"}`}.${shuffle}`;
}

/**
 * Ends the turn being played with STEP THREE: BALANCE (refused while the Dominion cannot be
 * balanced: the unpaid cards must be discarded first), then starts the next one with STEP ONE: DRAW.
 */
export function nextTurn(input: DarkEdenGoldfishInput, state: Dominion, rng: Rng): Outcome<Dominion> {
  let s = state;
  if (s.turn >= 1) {
    const balance = balanceDominion(balanceCards(input, s), s.gold);
    if (!balance.balanced) {
      const names = balance.unpaid.map((key) => (key === "commander" ? input.commander.name : cardOf(input, Number(key)).name));
      return refuse(
        `Turn ${s.turn} does not balance: the Gold Reserves (${s.gold}) cannot pay for ${names.join(", ")}. Discard cards from play (or keep fewer) before ending the turn.`,
      );
    }
    const paid = balance.goldSpent > 0 ? ` Bought ${describeIcons(balance.bought)} for ${balance.goldSpent} Gold.` : "";
    const kept = balance.surplusGold > 0 ? ` ${balance.surplusGold} surplus Gold to the Reserves.` : "";
    s = withLog(
      { ...s, gold: balance.reservesAfter, lastBalance: balance },
      `Turn ${s.turn}, balance: balanced.${paid}${kept} Gold Reserves ${balance.reservesAfter}.`,
    );
  }
  const turn = s.turn + 1;
  const drawn = drawUpTo({ ...s, turn, discardedThisTurn: false, transferredThisTurn: [] }, SETTING_UP.openingHand, rng);
  return done(withLog(drawn.state, drawLine(turn, drawn.drawn, drawn.reshuffled)));
}

function fromHand(input: DarkEdenGoldfishInput, state: Dominion, id: number, type: string[]): string | null {
  if (state.turn < 1) return NOT_STARTED;
  if (!state.hand.includes(id)) return `Card #${id} is not in the hand.`;
  const card = cardOf(input, id);
  if (!type.includes(card.type))
    return `${card.name} is ${card.type === "intrigue" || card.type === "establishment" ? "an" : "a"} ${card.type}, not ${type.join(" or ")}.`;
  return playRefusal(input, state, card);
}

// Dark Eden rules, "INITIAL COSTS": paid from the Gold Reserves when the card is put into play.
function payCost(state: Dominion, cost: number | undefined): Dominion {
  return { ...state, gold: state.gold - (cost ?? 0) };
}

const withoutCard = (list: number[], id: number) => list.filter((x) => x !== id);

// Dark Eden rules, "BUILD ESTABLISHMENT" (placement by turf.ts), paying the "INITIAL COSTS".
export function build(input: DarkEdenGoldfishInput, state: Dominion, id: number, x: number, y: number): Outcome<Dominion> {
  const why = fromHand(input, state, id, ["establishment"]);
  if (why) return refuse(why);
  const card = cardOf(input, id);
  const placement = placementRefusal(turfCards(input, state), { x, y }, allowanceOf(card), card.name);
  if (placement) return refuse(placement);
  const s = payCost({ ...state, hand: withoutCard(state.hand, id), turf: [...state.turf, { id, x, y }] }, card.initialCost);
  return done(withLog(s, `Built ${card.name} at (${x}, ${y})${card.initialCost ? ` for ${card.initialCost} Gold` : ""}.`));
}

// Dark Eden rules, "MUSTER WARRIOR": a warrior from the hand to the Borderlands or the Warband.
export function muster(input: DarkEdenGoldfishInput, state: Dominion, id: number, zone: "warband" | "borderlands"): Outcome<Dominion> {
  const why = fromHand(input, state, id, ["warrior"]);
  if (why) return refuse(why);
  const card = cardOf(input, id);
  const s = payCost({ ...state, hand: withoutCard(state.hand, id), [zone]: [...state[zone], id] }, card.initialCost);
  return done(
    withLog(s, `Mustered ${card.name} to the ${zone === "warband" ? "Warband" : "Borderlands"}${card.initialCost ? ` for ${card.initialCost} Gold` : ""}.`),
  );
}

/**
 * An Intrigue (or Genesis enhancement) card played from the hand, then put where its
 * ONCE-PLAYED INSTRUCTIONS say: attached (kept in play), annihilated, or the discard pile.
 */
export function playIntrigue(input: DarkEdenGoldfishInput, state: Dominion, id: number): Outcome<Dominion> {
  const why = fromHand(input, state, id, ["intrigue", "enhancement"]);
  if (why) return refuse(why);
  const card = cardOf(input, id);
  const hand = withoutCard(state.hand, id);
  const after = card.afterPlay ?? "discard";
  const s =
    after === "attach"
      ? { ...state, hand, attached: [...state.attached, id] }
      : after === "annihilate"
        ? { ...state, hand, annihilated: [...state.annihilated, id] }
        : { ...state, hand, discardPile: [...state.discardPile, id] };
  const where = after === "attach" ? "attached in play" : after === "annihilate" ? "annihilated" : "to the discard pile";
  return done(withLog(payCost(s, card.initialCost), `Played ${card.name}${card.initialCost ? ` for ${card.initialCost} Gold` : ""}, ${where}.`));
}

// Dark Eden rules, "STEP SIX: DISCARD": one card from the hand to the discard pile, face down.
export function discard(input: DarkEdenGoldfishInput, state: Dominion, id: number): Outcome<Dominion> {
  if (state.turn < 1) return refuse(NOT_STARTED);
  if (!state.hand.includes(id)) return refuse(`Card #${id} is not in the hand.`);
  if (state.discardedThisTurn) return refuse(`Only one card may be discarded from the hand each turn (STEP SIX: DISCARD).`);
  const s = { ...state, hand: withoutCard(state.hand, id), discardPile: [...state.discardPile, id], discardedThisTurn: true };
  return done(withLog(s, `Discarded ${cardOf(input, id).name}.`));
}

export type Destination = "warband" | "borderlands" | "discard" | "annihilated";

/**
 * Moves a card in play: a warrior between Borderlands and Warband ("TRANSFER": each warrior
 * once a turn), or any card in play to the discard pile (killed, razed, unpaid at the
 * balance …) or the annihilated pile.
 */
export function move(input: DarkEdenGoldfishInput, state: Dominion, id: number, to: Destination): Outcome<Dominion> {
  if (state.turn < 1) return refuse(NOT_STARTED);
  const zone = zoneOf(state, id);
  const card = id >= 0 && id < input.deck.length ? cardOf(input, id) : undefined;
  if (!card || !zone || !["turf", "borderlands", "warband", "attached"].includes(zone)) return refuse(`Card #${id} is not in play.`);
  if (to === "warband" || to === "borderlands") {
    if (zone !== "warband" && zone !== "borderlands") return refuse(`Only warriors move between the Borderlands and the Warband.`);
    if (zone === to) return refuse(`${card.name} is already in the ${to === "warband" ? "Warband" : "Borderlands"}.`);
    if (state.transferredThisTurn.includes(id)) return refuse(`${card.name} was already transferred this turn (TRANSFER: once a turn).`);
    const s = { ...state, [zone]: withoutCard(state[zone], id), [to]: [...state[to], id], transferredThisTurn: [...state.transferredThisTurn, id] };
    return done(withLog(s, `Transferred ${card.name} to the ${to === "warband" ? "Warband" : "Borderlands"}.`));
  }
  const removed: Dominion =
    zone === "turf"
      ? { ...state, turf: state.turf.filter((b) => b.id !== id) }
      : { ...state, [zone]: withoutCard(state[zone as "borderlands" | "warband" | "attached"], id) };
  const s = to === "discard" ? { ...removed, discardPile: [...removed.discardPile, id] } : { ...removed, annihilated: [...removed.annihilated, id] };
  return done(withLog(s, `${card.name} left play: ${to === "discard" ? "discarded" : "annihilated"}.`));
}
