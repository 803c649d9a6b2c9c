/**
 * Gardener of Thoughts goldfish, from the rules text (seeds/got-cgs-rules.txt):
 * "Playing ▶ Session ▶ Era ▶ Dealing cards" (gold cards kept out, shuffle, burn off, one card
 * at a time to each player), "▶ Turn ▶ Claim gold card" (same identification number), and
 * "▶ Preparations" (which adventures a player's ops could cover).
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { shuffled } from "@/lib/engine/shuffle";
import { firstPlayerCards, gotGoldfish, playerReach, setUpGot, type GotGoldfishInput } from "@/lib/games/got-cgs/goldfish";
import { eraDeck, fixtureCard, genesisCard } from "../games/got-cgs/fixtures";
import { play, refusal } from "./fixtures";

const support = (n: number, resource: string, amount: number) =>
  fixtureCard(`fixture-support-${n}`, `Type "Support"\nAdventureResources\n    ${resource} ${amount}`, {
    name: `Fixture Support ${n}`,
    identifier: `FIX ${n}`,
    gold: false,
  });
const adventure = fixtureCard("fixture-adventure-7", `Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n    Crew 2`, {
  name: "Fixture Adventure 7",
  identifier: "FIX 7",
  gold: false,
});
const goldAdventure = fixtureCard("fixture-gold-7", `Type "Adventure"\nAdventureCommonCosts\n    Crew 1`, {
  name: "Fixture Gold 7",
  identifier: "FIX GOLD 7",
  gold: true,
});

function prepared(headers: Record<string, string>): GotGoldfishInput {
  const deck = eraDeck(
    [
      [genesisCard("temblor-sector-exploration"), 1],
      [adventure, 2],
      [support(1, "Crew", 2), 3],
      [support(2, "Supplies", 1), 4],
      [support(3, "Crew", 1), 3],
      [goldAdventure, 1],
    ],
    headers,
  );
  const p = gotGoldfish.prepare(deck);
  if (!p.ok) throw new Error(p.message);
  return p.input;
}

describe("Era ▶ Dealing cards", () => {
  const input = prepared({ players: "3", burnoff: "2" });

  it("keeps the gold cards out of the shuffled era deck", () => {
    expect(input.deck).toHaveLength(13);
    expect(input.gold).toHaveLength(1);
    expect(input.cards[input.gold[0]].code).toBe("fixture-gold-7");
  });

  it("burns off from the top, then deals one card at a time to each player in turn order", () => {
    const state = setUpGot(input, makeRng("deal"));
    const order = shuffled(
      input.deck.map((_, id) => id),
      makeRng("deal"),
    );
    expect(state.burned).toEqual(order.slice(0, 2));
    const dealt = order.slice(2);
    expect(state.ops[0]).toEqual([dealt[0], dealt[3], dealt[6], dealt[9]]);
    expect(state.ops[1]).toEqual([dealt[1], dealt[4], dealt[7], dealt[10]]);
    expect(state.ops[2]).toEqual([dealt[2], dealt[5], dealt[8]]);
    expect(state.goldInVoid).toEqual([0]);
    expect(firstPlayerCards(input)).toBe(4);
    expect(gotGoldfish.opening!(input, state).hand).toHaveLength(4);
  });

  it("reads a percentage burn off rounded up, and refuses a burn off that leaves nothing to deal", () => {
    expect(prepared({ players: "2", burnoff: "10%" }).burnoff).toBe(2); // 10% of 13, rounded up
    const p = gotGoldfish.prepare(eraDeck([[adventure, 2]], { players: "2", burnoff: "2" }));
    expect(p.ok).toBe(false);
  });

  it("assumes 2 players without a players header, which the CLI refuses", () => {
    const assumed = prepared({});
    expect(assumed.players).toBe(2);
    expect(assumed.playersAssumed).toBe(true);
    expect(gotGoldfish.cliRefusal?.(assumed)?.code).toBe("GOT_NO_PLAYERS");
    expect(gotGoldfish.cliRefusal?.(input)).toBeUndefined();
  });
});

describe("Turn ▶ Claim gold card: by identification number", () => {
  it("lets only a player holding a card with the gold card's identification number claim it", () => {
    const input = prepared({ players: "3" });
    const state = setUpGot(input, makeRng("claim"));
    const holders = state.ops.map((ops) => ops.some((id) => input.cards[input.deck[id]].number === 7));
    const holder = holders.indexOf(true);
    const other = holders.indexOf(false);
    expect(holder).toBeGreaterThanOrEqual(0);
    expect(other).toBeGreaterThanOrEqual(0); // 2 cards numbered 7 among 3 players: one player has none
    expect(refusal(gotGoldfish, input, state, { type: "claim", gold: 0, player: other })).toMatch(/identification number 7/);
    const claimed = play(gotGoldfish, input, state, [{ type: "claim", gold: 0, player: holder }]).state;
    expect(claimed.goldInVoid).toEqual([]);
    expect(claimed.claimed[holder]).toEqual([0]);
    expect(refusal(gotGoldfish, input, claimed, { type: "claim", gold: 0, player: holder })).toMatch(/not in the void/);
  });
});

describe("Era ▶ Preparations: which adventures a player's ops could cover", () => {
  it("answers per player from the support cards dealt to that player", () => {
    const input = prepared({ players: "2" });
    const seen = new Set<boolean>();
    for (let seed = 0; seed < 20; seed++) {
      const state = setUpGot(input, makeRng(seed));
      for (let p = 0; p < 2; p++) {
        const ops = state.ops[p].map((id) => input.cards[input.deck[id]].code);
        const fixture7 = playerReach(input, state, p).find((a) => a.code === "fixture-adventure-7")!;
        // Crew 2 needed; a player plays one copy of a card (same identifier), so Support 1 (Crew 2) or Support 3 (Crew 1) once each.
        const crew = (ops.includes("fixture-support-1") ? 2 : 0) + (ops.includes("fixture-support-3") ? 1 : 0);
        expect(fixture7.covered).toBe(crew >= 2);
        expect(fixture7.inOps).toBe(ops.includes("fixture-adventure-7"));
        seen.add(fixture7.covered === true);
      }
    }
    expect([...seen].sort()).toEqual([false, true]); // both answers occur
  });
});
