import { describe, expect, it } from "vitest";
import { checkOnDevice } from "@/lib/offline/offline-check";
import { allCards, index } from "../games/dark-eden/catalog";
import { CardIndex } from "@/lib/engine/card-index";

// The builder's check without network: the same rules code as the server over a catalog given in full.
const catalog = { index: new CardIndex(allCards), extras: {} };

describe("the rules check on the device", () => {
  it("checks the builder's card lines with the game's own rules, and names their cards", () => {
    const bootCamp = index.find("Boot Camp")!;
    const answer = checkOnDevice(
      { game: "dark-eden", headers: { commander: "Kommendant Leitheusser" }, lines: [{ section: "main", code: bootCamp.code, quantity: 5 }] },
      catalog,
    );
    expect(answer?.ok).toBe(true);
    if (!answer?.ok) return;
    expect(answer.validation.legal).toBe(false);
    expect(answer.validation.errors.map((i) => i.code)).toContain("DE_DECK_TOO_SMALL");
    expect(answer.text).toMatch(/5 Boot Camp/);
    expect(answer.cards.map((c) => c.name)).toEqual(expect.arrayContaining(["Boot Camp", "Kommendant Leitheusser"]));
  });

  it("reads typed text, and says which line is unknown", () => {
    const ok = checkOnDevice({ game: "dark-eden", text: "3 Boot Camp\n" }, catalog);
    expect(ok?.ok && ok.lines[0].quantity).toBe(3);
    const bad = checkOnDevice({ game: "dark-eden", text: "3 Boot Camp\n2 Nothing Such\n" }, catalog);
    expect(bad).toMatchObject({ ok: false, problems: [{ code: "UNKNOWN_CARD", line: 2 }] });
  });

  it("waits for the server when the list names player-made sets", () => {
    expect(checkOnDevice({ game: "dark-eden", text: "sets: abc\n3 Boot Camp\n" }, catalog)).toBeNull();
  });
});
