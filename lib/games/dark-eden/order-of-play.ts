/**
 * A goldfish turn by "THE ORDER OF PLAY": STEP ONE: DRAW, STEP TWO: PERFORM ACTIONS (Build
 * Establishment, Muster Warrior, Transfer, Intrigue cards), STEP THREE: BALANCE when the
 * turn ends, STEP SIX: DISCARD. Attacks and raids need an opponent and are not played.
 */
import type { Rng } from "../../engine/rng";
import { cardName, gameText, type GameText } from "../../engine/goldfish/game-text";
import { refusal, type Outcome } from "../../engine/goldfish/types";
import { drawCards } from "../../engine/goldfish/piles";
import { balanceDominion, describeIcons, iconTexts } from "./balance";
import { allowanceOf, balanceCards, cardOf, turfCards, withLog, zoneOf, type DarkEdenGoldfishInput, type Dominion } from "./dominion";
import { playRefusal } from "./playability";
import { SETTING_UP } from "./setting-up";
import { placementRefusal } from "./turf";

const done = (state: Dominion): Outcome<Dominion> => ({ ok: true, state });

const NOT_STARTED = gameText("de.notStarted", "The game has not begun: before the first turn only the Gift of Fate may be claimed. Start turn 1 first.");
const notInHand = (id: number) => gameText("de.notInHand", `Card #${id} is not in the hand.`, { id });
const gold = (cost: number | undefined) => (cost ? ` for ${cost} Gold` : "");

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

function drawLine(turn: number, drawn: number, reshuffled: number): GameText {
  const shuffle = reshuffled > 0 ? " The draw pile ran out: the discard pile was shuffled into a new draw pile." : "";
  return gameText(
    "de.drawStep",
    `Turn ${turn}, draw step: ${drawn === 0 ? "the hand holds 7 cards, no draw" : `drew ${drawn} card${drawn === 1 ? "" : "s"}`}.${shuffle}`,
    { turn, drawn, reshuffled: reshuffled > 0 ? "yes" : "no" },
  );
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
      return refusal(
        gameText(
          "de.unbalanced",
          `Turn ${s.turn} does not balance: the Gold Reserves (${s.gold}) cannot pay for ${names.join(", ")}. Discard cards from play (or keep fewer) before ending the turn.`,
          { turn: s.turn, gold: s.gold, cards: names.join(", ") },
        ),
      );
    }
    const paid = balance.goldSpent > 0 ? ` Bought ${describeIcons(balance.bought)} for ${balance.goldSpent} Gold.` : "";
    const kept = balance.surplusGold > 0 ? ` ${balance.surplusGold} surplus Gold to the Reserves.` : "";
    s = withLog(
      { ...s, gold: balance.reservesAfter, lastBalance: balance },
      gameText("de.balanced", `Turn ${s.turn}, balance: balanced.${paid}${kept} Gold Reserves ${balance.reservesAfter}.`, {
        turn: s.turn,
        bought: iconTexts(balance.bought),
        spent: balance.goldSpent,
        surplus: balance.surplusGold,
        reserves: balance.reservesAfter,
      }),
    );
  }
  const turn = s.turn + 1;
  const drawn = drawUpTo({ ...s, turn, discardedThisTurn: false, transferredThisTurn: [] }, SETTING_UP.openingHand, rng);
  return done(withLog(drawn.state, drawLine(turn, drawn.drawn, drawn.reshuffled)));
}

function fromHand(input: DarkEdenGoldfishInput, state: Dominion, id: number, type: string[]): GameText | null {
  if (state.turn < 1) return NOT_STARTED;
  if (!state.hand.includes(id)) return notInHand(id);
  const card = cardOf(input, id);
  if (!type.includes(card.type))
    return gameText(
      "de.wrongType",
      `${card.name} is ${card.type === "intrigue" || card.type === "establishment" ? "an" : "a"} ${card.type}, not ${type.join(" or ")}.`,
      { card: cardName(card), type: card.type, wanted: type[0] },
    );
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
  if (why) return refusal(why);
  const card = cardOf(input, id);
  const placement = placementRefusal(turfCards(input, state), { x, y }, allowanceOf(card), card.name);
  if (placement) return refusal(placement);
  const s = payCost({ ...state, hand: withoutCard(state.hand, id), turf: [...state.turf, { id, x, y }] }, card.initialCost);
  return done(
    withLog(
      s,
      gameText("de.built", `Built ${card.name} at (${x}, ${y})${gold(card.initialCost)}.`, { card: cardName(card), x, y, cost: card.initialCost ?? 0 }),
    ),
  );
}

// Dark Eden rules, "MUSTER WARRIOR": a warrior from the hand to the Borderlands or the Warband.
export function muster(input: DarkEdenGoldfishInput, state: Dominion, id: number, zone: "warband" | "borderlands"): Outcome<Dominion> {
  const why = fromHand(input, state, id, ["warrior"]);
  if (why) return refusal(why);
  const card = cardOf(input, id);
  const s = payCost({ ...state, hand: withoutCard(state.hand, id), [zone]: [...state[zone], id] }, card.initialCost);
  return done(
    withLog(
      s,
      gameText("de.mustered", `Mustered ${card.name} to the ${zone === "warband" ? "Warband" : "Borderlands"}${gold(card.initialCost)}.`, {
        card: cardName(card),
        zone,
        cost: card.initialCost ?? 0,
      }),
    ),
  );
}

/**
 * An Intrigue (or Genesis enhancement) card played from the hand, then put where its
 * ONCE-PLAYED INSTRUCTIONS say: attached (kept in play), annihilated, or the discard pile.
 */
export function playIntrigue(input: DarkEdenGoldfishInput, state: Dominion, id: number): Outcome<Dominion> {
  const why = fromHand(input, state, id, ["intrigue", "enhancement"]);
  if (why) return refusal(why);
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
  return done(
    withLog(
      payCost(s, card.initialCost),
      gameText("de.played", `Played ${card.name}${gold(card.initialCost)}, ${where}.`, { card: cardName(card), cost: card.initialCost ?? 0, after }),
    ),
  );
}

// Dark Eden rules, "STEP SIX: DISCARD": one card from the hand to the discard pile, face down.
export function discard(input: DarkEdenGoldfishInput, state: Dominion, id: number): Outcome<Dominion> {
  if (state.turn < 1) return refusal(NOT_STARTED);
  if (!state.hand.includes(id)) return refusal(notInHand(id));
  if (state.discardedThisTurn) return refusal(gameText("de.oneDiscard", "Only one card may be discarded from the hand each turn (STEP SIX: DISCARD)."));
  const s = { ...state, hand: withoutCard(state.hand, id), discardPile: [...state.discardPile, id], discardedThisTurn: true };
  const card = cardOf(input, id);
  return done(withLog(s, gameText("de.discarded", `Discarded ${card.name}.`, { card: cardName(card) })));
}

export type Destination = "warband" | "borderlands" | "discard" | "annihilated";

/**
 * Moves a card in play: a warrior between Borderlands and Warband ("TRANSFER": each warrior
 * once a turn), or any card in play to the discard pile (killed, razed, unpaid at the
 * balance …) or the annihilated pile.
 */
export function move(input: DarkEdenGoldfishInput, state: Dominion, id: number, to: Destination): Outcome<Dominion> {
  if (state.turn < 1) return refusal(NOT_STARTED);
  const zone = zoneOf(state, id);
  const card = id >= 0 && id < input.deck.length ? cardOf(input, id) : undefined;
  if (!card || !zone || !["turf", "borderlands", "warband", "attached"].includes(zone))
    return refusal(gameText("de.notInPlay", `Card #${id} is not in play.`, { id }));
  if (to === "warband" || to === "borderlands") {
    if (zone !== "warband" && zone !== "borderlands")
      return refusal(gameText("de.onlyWarriorsMove", "Only warriors move between the Borderlands and the Warband."));
    if (zone === to)
      return refusal(
        gameText("de.alreadyThere", `${card.name} is already in the ${to === "warband" ? "Warband" : "Borderlands"}.`, { card: cardName(card), zone: to }),
      );
    if (state.transferredThisTurn.includes(id))
      return refusal(gameText("de.transferredOnce", `${card.name} was already transferred this turn (TRANSFER: once a turn).`, { card: cardName(card) }));
    const s = { ...state, [zone]: withoutCard(state[zone], id), [to]: [...state[to], id], transferredThisTurn: [...state.transferredThisTurn, id] };
    return done(
      withLog(
        s,
        gameText("de.transferred", `Transferred ${card.name} to the ${to === "warband" ? "Warband" : "Borderlands"}.`, { card: cardName(card), zone: to }),
      ),
    );
  }
  const removed: Dominion =
    zone === "turf"
      ? { ...state, turf: state.turf.filter((b) => b.id !== id) }
      : { ...state, [zone]: withoutCard(state[zone as "borderlands" | "warband" | "attached"], id) };
  const s = to === "discard" ? { ...removed, discardPile: [...removed.discardPile, id] } : { ...removed, annihilated: [...removed.annihilated, id] };
  return done(withLog(s, gameText("de.leftPlay", `${card.name} left play: ${to === "discard" ? "discarded" : "annihilated"}.`, { card: cardName(card), to })));
}
