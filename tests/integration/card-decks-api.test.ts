import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { params, request, useTestAuthEnv } from "./helpers/http";
import { GET as cardDecksRoute } from "@/app/api/v1/cards/[game]/[code]/decks/route";
import { registerUser, type Account } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";

let alice: Account;
let bob: Account;

const list = (name: string, bootCamps: number) => `game: dark-eden\nname: ${name}\n${bootCamps > 0 ? `${bootCamps} Boot Camp\n` : ""}10 Soldat\n`;

const cardDecks = (game: string, code: string, query = "") =>
  cardDecksRoute(request("GET", `/api/v1/cards/${game}/${code}/decks${query}`), params({ game, code }));

async function page(query = ""): Promise<{ decks: { id: string; name: string; owner: string; copies: number }[]; next: string | null }> {
  const res = await cardDecks("dark-eden", "boot-camp", query);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return res.json();
}

const publicIds: string[] = [];

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  bob = await registerUser({ username: "bob", password: "bob's long password" });
  for (let i = 0; i < 23; i++) {
    const owner = i % 2 === 0 ? alice : bob;
    const deck = await createDeck(owner.id, { game: "dark-eden", name: `Public ${i}`, list: list(`Public ${i}`, 1 + (i % 3)), visibility: "public" });
    publicIds.push(deck.id);
  }
  await createDeck(alice.id, { game: "dark-eden", name: "Secret", list: list("Secret", 3), visibility: "private" });
  await createDeck(bob.id, { game: "dark-eden", name: "Link only", list: list("Link only", 3), visibility: "unlisted" });
  await createDeck(bob.id, { game: "dark-eden", name: "No camps", list: list("No camps", 0), visibility: "public" });
});

describe("GET /api/v1/cards/:game/:code/decks (decks that use a card)", () => {
  it("lists only public decks holding the card, newest deck id first, with the copies each holds", async () => {
    const first = await page();
    expect(first.decks).toHaveLength(20);
    const ids = first.decks.map((d) => d.id);
    expect(ids).toEqual([...ids].sort().reverse());
    for (const d of first.decks) {
      const i = Number(d.name.replace("Public ", ""));
      expect(d).toMatchObject({ id: publicIds[i], owner: i % 2 === 0 ? "alice" : "bob", copies: 1 + (i % 3) });
    }
    expect(first.decks.map((d) => d.name)).not.toContain("Secret");
    expect(first.decks.map((d) => d.name)).not.toContain("Link only");
    expect(first.decks.map((d) => d.name)).not.toContain("No camps");
  });

  it("pages with `after` until `next` is null, every public deck once", async () => {
    const first = await page();
    expect(first.next).toBe(first.decks[19].id);
    const second = await page(`?after=${first.next}`);
    expect(second.next).toBeNull();
    const all = [...first.decks, ...second.decks].map((d) => d.id);
    expect(new Set(all).size).toBe(23);
    expect([...all].sort()).toEqual([...publicIds].sort());
  });

  it("a card no deck uses answers an empty page", async () => {
    const res = await cardDecks("dark-eden", "dark-legion-citadel");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ decks: [], next: null });
  });

  it("404 for a card the catalog does not have, 400 naming an unknown game", async () => {
    const missing = await cardDecks("dark-eden", "no-such-card");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toContain("no-such-card");
    const badGame = await cardDecks("chess", "boot-camp");
    expect(badGame.status).toBe(400);
    expect(JSON.stringify(await badGame.json())).toContain("game");
  });
});
