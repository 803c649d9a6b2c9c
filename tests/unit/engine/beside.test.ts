import { describe, expect, it } from "vitest";
import { beside } from "@/lib/engine/beside";
import { issue, issueParams } from "@/lib/games/types";

describe("values kept beside objects (lib/engine/beside.ts)", () => {
  it("gives back the value given to an object, and nothing for an object given none", () => {
    const notes = beside<{ n: number }>();
    const a = { code: "A" };
    const b = { code: "B" };
    notes.give(a, { n: 1 });
    expect(notes.of(a)).toEqual({ n: 1 });
    expect(notes.of(b)).toBeUndefined();
    expect(notes.of({ code: "A" })).toBeUndefined();
  });

  it("keeps each place's values apart", () => {
    const first = beside<string>();
    const second = beside<string>();
    const target = {};
    first.give(target, "first");
    expect(second.of(target)).toBeUndefined();
    second.give(target, "second");
    expect([first.of(target), second.of(target)]).toEqual(["first", "second"]);
  });

  it("leaves the object a plain object: the same JSON, keys, copies and equality as without the value", () => {
    const notes = beside<number>();
    const target = { code: "X", message: "m", cards: ["a"] };
    notes.give(target, 42);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(JSON.stringify(target)).toBe('{"code":"X","message":"m","cards":["a"]}');
    expect(Reflect.ownKeys(target)).toEqual(["code", "message", "cards"]);
    expect({ ...target }).toStrictEqual({ code: "X", message: "m", cards: ["a"] });
    expect(structuredClone(target)).toStrictEqual({ code: "X", message: "m", cards: ["a"] });
    expect(target).toStrictEqual({ code: "X", message: "m", cards: ["a"] });
    // A copy is another object: the value stays with the original only.
    expect(notes.of({ ...target })).toBeUndefined();
  });

  it("refuses a second value for the same object", () => {
    const notes = beside<number>();
    const target = {};
    notes.give(target, 1);
    expect(() => notes.give(target, 2)).toThrow(TypeError);
    expect(notes.of(target)).toBe(1);
  });
});

describe("a finding's message values (lib/games/types.ts issue, CONTRACTS §3)", () => {
  it("are kept beside the finding, which stays exactly {code, message, cards}", () => {
    const found = issue("DE_COPY_LIMIT", "6 copies of Boot Camp", ["boot-camp", "boot-camp"], { copies: 6 });
    expect(JSON.stringify(found)).toBe('{"code":"DE_COPY_LIMIT","message":"6 copies of Boot Camp","cards":["boot-camp"]}');
    expect(issueParams(found)).toEqual({ copies: 6 });
    expect(issueParams(issue("X", "no values"))).toBeUndefined();
    expect(issueParams({ code: "X", message: "made elsewhere", cards: [] })).toBeUndefined();
  });
});
