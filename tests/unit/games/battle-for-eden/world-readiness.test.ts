import { describe, expect, it } from "vitest";
import { battleForEden } from "@/lib/games/battle-for-eden";
import { worldReadiness, type WorldInput } from "@/lib/games/battle-for-eden/world-readiness";
import { startingDeckList } from "@/lib/games/battle-for-eden/starting-deck-list";
import { CardIndex } from "@/lib/engine/card-index";
import type { BfeCard } from "@/lib/games/battle-for-eden";
import type { CatalogCard } from "@/lib/games/types";
import { coreCards } from "./fixtures";
import { resolveDeck } from "../catalog";

// The civilization and its units are FIXTURES (see fixtures.ts): the rules name none. The crystals are the shipped catalog's.

const SKY = { code: "fixture-sky", name: "Fixture Sky Folk", color: "#3366cc" };
const unit = (code: string, name: string, cost: number, extra: Record<string, unknown> = {}) => ({
  code,
  name,
  kind: "unit",
  civilization: SKY.code,
  cost,
  strength: 1,
  ...extra,
});

const world = (cards: unknown[], civilizations: unknown[] = [SKY]): WorldInput => ({ civilizations, cards });
const ready = (w: WorldInput, commons = coreCards) => worldReadiness(w, SKY.code, commons);

describe('World readiness, "Conquest ▶ Setup": 3 Small + 1 Medium Energy Crystal and 3 cost-1 units from the World', () => {
  it("a World with three cost-1 units is ready and deals 3 Small, 1 Medium and those three units in booklet order", () => {
    const r = ready(
      world([
        unit("fixture-scout", "Fixture Scout", 1),
        unit("fixture-colossus", "Fixture Colossus", 5),
        unit("fixture-runner", "Fixture Runner", 1),
        unit("fixture-sentry", "Fixture Sentry", 1),
        unit("fixture-fourth", "Fixture Fourth", 1),
      ]),
    );
    expect(r.ready).toBe(true);
    expect(r.gaps).toEqual([]);
    expect(r.startingDeck).toEqual([
      { code: "small-energy-crystal", name: "Small Energy Crystal", quantity: 3, from: "common" },
      { code: "medium-energy-crystal", name: "Medium Energy Crystal", quantity: 1, from: "common" },
      { code: "fixture-scout", name: "Fixture Scout", quantity: 1, from: "world" },
      { code: "fixture-runner", name: "Fixture Runner", quantity: 1, from: "world" },
      { code: "fixture-sentry", name: "Fixture Sentry", quantity: 1, from: "world" },
    ]);
  });

  it("a World with two cost-1 units is not ready: it names the two there are and the one missing", () => {
    const r = ready(
      world([unit("fixture-scout", "Fixture Scout", 1), unit("fixture-runner", "Fixture Runner", 1), unit("fixture-colossus", "Fixture Colossus", 2)]),
    );
    expect(r.ready).toBe(false);
    expect(r.gaps).toEqual([{ kind: "missing-cost-one-units", section: "Conquest ▶ Setup", have: ["Fixture Scout", "Fixture Runner"], missing: 1 }]);
    expect(r.startingDeck.filter((c) => c.from === "world").map((c) => c.code)).toEqual(["fixture-scout", "fixture-runner"]);
  });

  it("units of another civilization of the set are not taken from this World", () => {
    const other = { ...unit("fixture-diver", "Fixture Diver", 1), civilization: "fixture-deep" };
    const r = ready(
      world(
        [unit("fixture-scout", "Fixture Scout", 1), other, unit("fixture-runner", "Fixture Runner", 1)],
        [SKY, { code: "fixture-deep", name: "Fixture Deep Ones" }],
      ),
    );
    expect(r.gaps).toEqual([expect.objectContaining({ kind: "missing-cost-one-units", have: ["Fixture Scout", "Fixture Runner"], missing: 1 })]);
  });

  it("a cost-1 unit the card schema refuses is named and does not count", () => {
    const r = ready(world([unit("fixture-scout", "Fixture Scout", 1), unit("fixture-runner", "Fixture Runner", 1), unit("fixture-sentry", "", 1)]));
    expect(r.gaps).toEqual([
      { kind: "invalid-card", section: "Conquest ▶ Setup", code: "fixture-sentry", name: "", field: "name", message: expect.any(String) },
      expect.objectContaining({ kind: "missing-cost-one-units", missing: 1 }),
    ]);
  });

  it("two cards with one code are named: the set cannot be saved so", () => {
    const r = ready(
      world([unit("fixture-scout", "Fixture Scout", 1), unit("fixture-scout", "Fixture Scout Again", 1), unit("fixture-runner", "Fixture Runner", 1)]),
    );
    expect(r.ready).toBe(false);
    expect(r.gaps).toContainEqual({ kind: "duplicate-code", section: "Conquest ▶ Setup", code: "fixture-scout" });
  });

  it("a catalog without the Small and Medium Energy Crystal names both missing crystals", () => {
    const r = ready(world([unit("a", "A", 1), unit("b", "B", 1), unit("c", "C", 1)]), []);
    expect(r.gaps).toEqual([
      { kind: "missing-crystal", section: "Conquest ▶ Setup", code: "small-energy-crystal" },
      { kind: "missing-crystal", section: "Conquest ▶ Setup", code: "medium-energy-crystal" },
    ]);
  });
});

describe('World readiness, "Map creation ▶ Setup": each player chooses a civilization', () => {
  it("a set with no civilization is not ready and takes no unit", () => {
    const r = ready(world([unit("a", "A", 1), unit("b", "B", 1), unit("c", "C", 1)], []));
    expect(r.gaps).toEqual([
      { kind: "no-civilization", section: "Map creation ▶ Setup" },
      expect.objectContaining({ kind: "missing-cost-one-units", missing: 3 }),
    ]);
  });

  it("a civilization without a name is named as the only gap: its three cost-1 units still count", () => {
    const r = ready(world([unit("a", "A", 1), unit("b", "B", 1), unit("c", "C", 1)], [{ code: SKY.code, name: "" }]));
    expect(r.gaps).toEqual([{ kind: "invalid-civilization", section: "Map creation ▶ Setup", index: 0, field: "name", message: expect.any(String) }]);
    expect(r.startingDeck.filter((c) => c.from === "world").map((c) => c.code)).toEqual(["a", "b", "c"]);
  });
});

describe("the starting deck a ready World deals, as a deck list", () => {
  it("validates as legal against the catalog and the World (Conquest ▶ Setup)", () => {
    const units = [unit("fixture-scout", "Fixture Scout", 1), unit("fixture-runner", "Fixture Runner", 1), unit("fixture-sentry", "Fixture Sentry", 1)];
    const r = ready(world(units));
    const text = startingDeckList({ setId: "set1", civilization: SKY, deck: r.startingDeck, name: "Sky start" });
    expect(text).toBe(
      "game: battle-for-eden\nname: Sky start\nsets: set1\ncivilization: Fixture Sky Folk\n3 [small-energy-crystal]\n1 [medium-energy-crystal]\n1 [set1/fixture-scout]\n1 [set1/fixture-runner]\n1 [set1/fixture-sentry]\n",
    );
    const setCards: CatalogCard<BfeCard>[] = units.map((u) => ({ ...(u as BfeCard), set: "sky-world", source: "set1" }));
    const deck = resolveDeck("battle-for-eden", text, new CardIndex<BfeCard>([...coreCards, ...setCards]), { civilizations: [SKY] });
    expect(battleForEden.validate(deck)).toMatchObject({ legal: true, errors: [] });
  });
});
