import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { request } from "./helpers/http";
import { POST as validate } from "@/app/api/v1/validate/route";
import { GET as cards } from "@/app/api/v1/cards/route";

// CONTRACTS §5: POST /api/v1/validate answers the JSON of `cli validate --json`;
// GET /api/v1/cards searches the catalog; bad input is a 4xx, never a 500.
describe("validate and cards API", () => {
  beforeAll(async () => {
    await freshDatabase({ catalog: true });
  });

  it("validates a legal deck list like the CLI does", async () => {
    const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
    const res = await validate(request("POST", "/api/v1/validate", { json: { game: "dark-eden", list } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ game: "dark-eden", legal: true, errors: [], warnings: [], stats: { deckSize: 60 } });
  });

  it("reports DE_DECK_TOO_SMALL for 59 cards (Dark Eden rules, DESIGNING A DECK)", async () => {
    const list = readFileSync("tests/fixtures/decks/dark-eden-59.txt", "utf8");
    const body = await (await validate(request("POST", "/api/v1/validate", { json: { list } }))).json();
    expect(body.legal).toBe(false);
    expect(body.errors[0].code).toBe("DE_DECK_TOO_SMALL");
  });

  it("answers an unknown card with 400 naming the line", async () => {
    const res = await validate(request("POST", "/api/v1/validate", { json: { game: "dark-eden", list: "commander: Cain Mournor\n2 Nothing Such\n" } }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("UNKNOWN_CARD");
    expect(body.error.issues).toEqual([expect.objectContaining({ line: 2 })]);
  });

  it("answers malformed JSON, wrong types and an oversized body with 400/400/413", async () => {
    expect((await validate(request("POST", "/api/v1/validate", { body: "{not json" }))).status).toBe(400);
    const wrong = await validate(request("POST", "/api/v1/validate", { json: { game: "dark-eden", list: 42 } }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.issues[0].path).toBe("list");
    expect((await validate(request("POST", "/api/v1/validate", { body: "x".repeat(1_000_001) }))).status).toBe(413);
  });

  it("searches cards in any language and refuses an unknown game with 400", async () => {
    const res = await cards(request("GET", "/api/v1/cards?game=dark-eden&q=stajnie"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cards.map((c: { code: string }) => c.code)).toContain("livery");
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect((await cards(request("GET", "/api/v1/cards?game=chess&q=x"))).status).toBe(400);
    const quoted = await cards(request("GET", `/api/v1/cards?game=dark-eden&q=${encodeURIComponent('boot-camp" OR')}`));
    expect(quoted.status).toBe(200);
  });
});
