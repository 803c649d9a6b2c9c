import { describe, expect, it } from "vitest";
import { AFFILIATIONS } from "@/lib/games/dark-eden";
import { KINDS, kindsOf, matches, matchesKinds, type Selector } from "@/lib/games/dark-eden/card-text";
import { allCards, card } from "./catalog";

/** Every selector the card-text vocabulary can write: each kind, each affiliation with and without a kind, a card by code. */
const selectors: Selector[] = [
  ...KINDS.map((kind) => ({ kind })),
  ...[...AFFILIATIONS, "any" as const].flatMap((affiliation) => [
    ...(affiliation === "any" ? [] : [{ affiliation }]),
    ...KINDS.map((kind) => ({ affiliation, kind })),
  ]),
  { card: "livery" },
  { card: "nowhere" },
];

describe("a card's kinds read once (card-text.ts kindsOf, matchesKinds; rules: UNIVERSAL RULES)", () => {
  it("answers as `matches` does for every card of the catalog and every selector", () => {
    const differ: unknown[] = [];
    let matched = 0;
    for (const c of allCards) {
      const kinds = kindsOf(c);
      for (const selector of selectors) {
        const answer = matches(c, selector);
        if (matchesKinds(c, kinds, selector) !== answer) differ.push([c.code, selector]);
        if (answer) matched++;
      }
    }
    expect(differ).toEqual([]);
    expect(matched).toBeGreaterThan(allCards.length);
  });

  it("knows a corporation's members, a designation's cards and a warrior's class (the Writ's ISLAND TEAM MEMBERS, Samir's VEHICLES)", () => {
    const is = (name: string, selector: Selector) => matchesKinds(card(name), kindsOf(card(name)), selector);
    expect(is("Lord Tombu", { kind: "mishima-member" })).toBe(true);
    expect(is("Lord Tombu", { kind: "bauhaus-member" })).toBe(false);
    expect(is("Mitch Hunter", { kind: "island-team-member" })).toBe(true);
    expect(is("Barakuda", { kind: "submarine" })).toBe(true);
    expect(is("Armored Harness", { affiliation: "any", kind: "equipment" })).toBe(true);
    expect(is("Blitztank", { affiliation: "sons-of-rasputin", kind: "vehicle" })).toBe(true);
    expect(is("Blitztank", { affiliation: "templars", kind: "vehicle" })).toBe(false);
    expect(is("Blitztank", { kind: "infantry" })).toBe(false);
    expect(is("Livery", { card: "livery" })).toBe(true);
  });
});
