/** The goldfish follows the same card texts as the deck checks (rules: UNIVERSAL RULES). */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { setUpDarkEden } from "@/lib/games/dark-eden/goldfish";
import { card, darkEdenInput, de, play, refusal } from "../../goldfish/fixtures";

function opening(list: string, seed: string) {
  const input = darkEdenInput(list);
  const state = play(de, input, setUpDarkEden(input, makeRng(seed)), [{ type: "next-turn" }]).state;
  const inHand = (code: string) => state.hand.find((id) => input.cards[input.deck[id]].code === code)!;
  return { input, state: { ...state, gold: 30 }, inHand };
}

describe("goldfish card texts (rules: UNIVERSAL RULES, MUSTER WARRIOR, AFFILIATION)", () => {
  it("the Corsair waits for a card that allows EQUIPMENT; the Manufacturing Plant in the Turf lets it in (rules: UNIVERSAL RULES)", () => {
    const { input, state, inHand } = opening(`game: dark-eden\ncommander: Cain Mournor\n30 [corsair]\n30 [manufacturing-plant]\n`, "corsair");
    const corsair = inHand(card("Corsair").code);
    const plant = inHand("manufacturing-plant");
    expect(refusal(de, input, state, { type: "muster", card: corsair, zone: "warband" })).toMatch(/needs/);
    const built = play(de, input, state, [{ type: "build", card: plant, x: 1, y: 0 }]).state;
    const mustered = play(de, input, built, [{ type: "muster", card: corsair, zone: "warband" }]).state;
    expect(mustered.warband).toEqual([corsair]);
  });

  it("Samir lets a Sons of Rasputin VEHICLE in by affiliation; it still waits for a card that allows VEHICLES (rules: AFFILIATION, MUSTER WARRIOR)", () => {
    const { input, state, inHand } = opening(`game: dark-eden\ncommander: Samir of the Rising Moon\n30 [blitztank]\n30 [cossack]\n`, "samir");
    expect(refusal(de, input, state, { type: "muster", card: inHand("blitztank"), zone: "warband" })).toMatch(/VEHICLES/);
    expect(refusal(de, input, state, { type: "muster", card: inHand("cossack"), zone: "warband" })).toMatch(/Sons of Rasputin card/);
  });

  it("a Commander's NEVER keeps the card out of play: Brat Horatio and the Dark Legion Citadel (rules: NOT vs. NEVER)", () => {
    const { input, state, inHand } = opening(`game: dark-eden\ncommander: Brat Horatio\n60 [dark-legion-citadel]\n`, "horatio");
    expect(refusal(de, input, state, { type: "build", card: inHand("dark-legion-citadel"), x: 1, y: 0 })).toMatch(/forbids/);
  });
});
