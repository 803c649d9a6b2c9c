/**
 * Cases the real catalog has no card for. The two cards marked FIXTURE are made up for these
 * tests (no such cards are known); everything else comes from `card-data/dark-eden`.
 */
import { describe, expect, it } from "vitest";
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import { darkEden, type DarkEdenCard } from "@/lib/games/dark-eden";
import type { CatalogCard } from "@/lib/games/types";
import { FILLER, allCards, card, codes } from "./catalog";

type Card = CatalogCard<DarkEdenCard>;

/** FIXTURE: a Lutheran Commander designated PATRIARCH. */
const patriarchCommander: Card = {
  code: "fixture-patriarch-commander",
  name: "Fixture Patriarch Commander",
  type: "commander",
  affiliation: "lutheran-triad",
  designations: ["PATRIARCH"],
  set: "fixture",
};
/** FIXTURE: a Templar establishment that allows cavalry. */
const templarStables: Card = {
  code: "fixture-templar-stables",
  name: "Fixture Templar Stables",
  type: "establishment",
  affiliation: "templars",
  neighborAllowance: 2,
  allows: ["cavalry"],
  set: "fixture",
};

const cards = new CardIndex([...allCards, patriarchCommander, templarStables]);

function deck(commander: string, extra: [Card, number][]): ResolvedDeck<DarkEdenCard> {
  const filler = FILLER.slice(0, 12).map((name) => [card(name), 5] as [Card, number]);
  return { headers: { commander }, entries: [...extra, ...filler].map(([c, quantity]) => ({ card: c, quantity, section: "main" })), cards, extras: {} };
}

describe("the Commander is in play from the start", () => {
  it("a Commander designated PATRIARCH lets Rituals be performed (rules: PERFORM LUTHERAN RITUAL)", () => {
    expect(darkEden.validate(deck("[fixture-patriarch-commander]", [[card("The Blessing"), 2]])).warnings).toEqual([]);
    expect(codes(darkEden.validate(deck("Cain Mournor", [[card("The Blessing"), 2]])).warnings)).toEqual(["DE_RITUAL_WITHOUT_PATRIARCH"]);
  });
});

describe("an enabler counts only if it can be played (rules: AFFILIATION, MUSTER WARRIOR)", () => {
  it("a Templar card allowing cavalry does not help a Sons of Rasputin deck without a Templar Embassy", () => {
    const stranded = darkEden.validate(
      deck("Kommendant Leitheusser", [
        [templarStables, 1],
        [card("Cossack"), 3],
      ]),
    );
    expect(codes(stranded.errors)).toEqual(["DE_AFFILIATION"]);
    expect(codes(stranded.warnings)).toEqual(["DE_CLASS_WITHOUT_ENABLER"]);
    const allowed = darkEden.validate(
      deck("Kommendant Leitheusser", [
        [templarStables, 1],
        [card("Cossack"), 3],
        [card("Templar Embassy"), 1],
      ]),
    );
    expect(allowed.errors).toEqual([]);
    expect(codes(allowed.warnings)).toEqual(["DE_AFFILIATION_ENABLER"]);
  });
});
