/**
 * A face fills its card the way a printed card does (docs/faces.md "Filling the card"): a short
 * name prints larger than its base size on the same line, the corner's figure is big, a body
 * with little text grows up to 1.5 ×, and a card with little text gives its art more room than
 * one with much. Gardener of Thoughts gold quadrants grow as the silver body does.
 */
import { describe, expect, it } from "vitest";
import { previewFace } from "@/lib/proxies/preview/draw";
import { GOT_CARDS } from "./fixtures";

const BASE_TITLE_PT = 9.5;
const BASE_BODY_PT = 7;

type Shape = ReturnType<typeof previewFace>["shapes"][number];
const texts = (shapes: Shape[]) => shapes.filter((s): s is Extract<Shape, { kind: "text" }> => s.kind === "text");
const sizeOf = (shapes: Shape[], text: string) => texts(shapes).find((t) => t.text === text)?.size;

const livery = { code: "livery", name: "Livery", type: "establishment", cost: 2, text: "Provides one food each turn." };
const wordy = { ...livery, code: "wordy", text: "Each turn, when a player builds an establishment next to this one, that player draws a card. ".repeat(4) };

describe("a face fills its card", () => {
  it("prints a short name larger than its base size, and grows a long one only on the lines it takes at its base size", () => {
    const short = previewFace("dark-eden", livery).shapes;
    expect(sizeOf(short, "Livery")).toBeGreaterThan(BASE_TITLE_PT * 1.2);
    // At 9.5 pt this name takes three lines ("The Extraordinarily / Long-Named Establishment of / the
    // Northern Wastes"); grown, it still takes three, never a fourth.
    const long = texts(previewFace("dark-eden", { ...livery, name: "The Extraordinarily Long-Named Establishment of the Northern Wastes" }).shapes);
    const title = long.filter((t) => t.size === long[0].size);
    expect(title.map((t) => t.text).join(" ")).toBe("The Extraordinarily Long-Named Establishment of the Northern Wastes");
    expect(title).toHaveLength(3);
    expect(title[0].size).toBeGreaterThan(BASE_TITLE_PT);
  });

  it("draws the corner's figure (a Dark Eden warrior's CV, an EDEN value) at 16 pt", () => {
    expect(sizeOf(previewFace("dark-eden", { code: "w", name: "Soldier", type: "warrior", cv: 3 }).shapes, "3")).toBe(16);
    expect(sizeOf(previewFace("eden-skirmish", { code: "x", name: "X", kind: "combatant", value: 25 }).shapes, "25")).toBe(16);
  });

  it("grows a short body to 1.5 × its base size, and keeps a long one smaller", () => {
    const short = texts(previewFace("dark-eden", livery).shapes).find((t) => t.text.startsWith("Provides one food"));
    expect(short?.size).toBeCloseTo(BASE_BODY_PT * 1.5, 5);
    const long = texts(previewFace("dark-eden", wordy).shapes).find((t) => t.text.startsWith("Each turn"));
    expect(long?.size).toBeLessThan(BASE_BODY_PT * 1.5);
  });

  it("gives the art more of the card when the text is short, never less than 42 % of the body", () => {
    const art = (card: Record<string, unknown>) =>
      previewFace("dark-eden", card, { art: "art" }).shapes.find((s) => s.kind === "image") as Extract<Shape, { kind: "image" }>;
    const short = art(livery);
    const long = art(wordy);
    expect(short.h).toBeGreaterThan(long.h * 1.2);
    expect(short.h).toBeLessThanOrEqual(short.w * 0.7 + 1e-6); // never taller than 0.7 of its width
  });

  it("grows a Gardener of Thoughts gold card's quadrants like a silver card's body", () => {
    const gold = GOT_CARDS.find((c) => c.card.gold === true)!.card;
    const identifier = sizeOf(previewFace("got-cgs", gold).shapes, String(gold.identifier));
    // 8 pt × 1.6 (the gold frame) at its base; larger when its quadrant has room.
    expect(identifier).toBeGreaterThan(8 * 1.6 * 1.15);
  });
});
