import { describe, expect, it } from "vitest";
import { previewCsv, previewJson } from "@/components/sets/set-file-check";

// The import page's check in the browser (CONTRACTS §1 and §6): the game's own card schema,
// every problem named by line, card and field, before anything is sent.

const EDEN_HEADER = "code,name,kind,faction,stigma,value,types,psi,missionType,restriction";

describe("set import preview: CSV", () => {
  it("reads numbers, comma lists and JSON cells into the game's card fields", () => {
    const csv = `${EDEN_HEADER}\nwarden-kess,Warden Kess,combatant,ash-wardens,order,30,"human, mutant","[3, 2]",,\nember-oath,Ember Oath,mission,,,,,,secret,"{""faction"": ""ash-wardens""}"\n`;
    const preview = previewCsv(csv, "eden-skirmish", { name: "Ash Wardens", code: "ash-wardens" });
    if ("error" in preview) throw new Error(preview.error.message);
    expect(preview.problems).toEqual([]);
    expect(preview.cards[0]).toEqual({
      code: "warden-kess",
      name: "Warden Kess",
      kind: "combatant",
      faction: "ash-wardens",
      stigma: "order",
      value: 30,
      types: ["human", "mutant"],
      psi: [3, 2],
    });
    expect(preview.cards[1]).toMatchObject({ kind: "mission", missionType: "secret", restriction: { faction: "ash-wardens" } });
    expect(preview.file).toMatchObject({ game: "eden-skirmish", set: { name: "Ash Wardens", code: "ash-wardens" } });
  });

  it("names the line, card and field of a bad row (the header is line 1)", () => {
    const csv = `${EDEN_HEADER}\nwarden-kess,Warden Kess,combatant,ash-wardens,order,30,human,,,\nwarden-orro,Warden Orro,combatant,ash-wardens,order,lots,human,,,\n`;
    const preview = previewCsv(csv, "eden-skirmish", { name: "Ash Wardens", code: "ash-wardens" });
    if ("error" in preview) throw new Error(preview.error.message);
    expect(preview.problems).toEqual([expect.objectContaining({ line: 3, card: "warden-orro", field: "value" })]);
  });

  it("names a JSON cell that does not read as JSON", () => {
    const csv = `${EDEN_HEADER}\nwarden-kess,Warden Kess,combatant,ash-wardens,order,30,human,"[3, 2",,\n`;
    const preview = previewCsv(csv, "eden-skirmish", { name: "Ash Wardens", code: "ash-wardens" });
    if ("error" in preview) throw new Error(preview.error.message);
    expect(preview.problems).toEqual([expect.objectContaining({ line: 2, card: "warden-kess", field: "psi" })]);
  });

  it('Battle for Eden rules, "Conquest ▶ Setup": a unit must name a civilization the set declares (civilizations given as JSON)', () => {
    const csv = "code,name,kind,civilization,cost,strength\nthornling,Thornling,unit,verdant-reach,1,1\n";
    const civ = '[{"code": "verdant-reach", "name": "Verdant Reach", "color": "green"}]';
    const ok = previewCsv(csv, "battle-for-eden", { name: "World", code: "world" }, civ);
    if ("error" in ok) throw new Error(ok.error.message);
    expect(ok.problems).toEqual([]);
    const noCiv = previewCsv("code,name,kind,cost\nthornling,Thornling,unit,1\n", "battle-for-eden", { name: "World", code: "world" });
    if ("error" in noCiv) throw new Error(noCiv.error.message);
    expect(noCiv.problems).toEqual([expect.objectContaining({ line: 2, card: "thornling", field: "civilization" })]);
  });
});

describe("set import preview: JSON", () => {
  it("names the card, field and line of a bad card in a §1 file", () => {
    const text = JSON.stringify(
      {
        game: "dark-eden",
        set: { code: "x", name: "X" },
        cards: [
          { code: "vey", name: "Vey", type: "commander", affiliation: "general" },
          { code: "camp", name: "Camp", type: "establishment", affiliation: "nobody" },
        ],
      },
      null,
      1,
    );
    const preview = previewJson(text);
    if ("error" in preview) throw new Error(preview.error.message);
    expect(preview.problems).toEqual([
      expect.objectContaining({ card: "camp", field: "affiliation", line: text.split("\n").findIndex((l) => l.includes('"camp"')) + 1 }),
    ]);
  });

  it("says plainly when the text is not JSON, or not a catalog file of a known game", () => {
    expect(previewJson("{ nope")).toMatchObject({ error: { message: expect.stringContaining("not JSON") } });
    expect(previewJson('{"game": "chess", "set": {}, "cards": []}')).toMatchObject({ error: { field: "game" } });
  });
});
