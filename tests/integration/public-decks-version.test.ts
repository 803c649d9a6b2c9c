import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "./helpers/players";
import { registerUser } from "@/lib/accounts/service";
import { deleteAccount } from "@/lib/accounts/settings";
import { createDeck, deleteDeck, forkDeck, updateDeck } from "@/lib/decks/service";
import { publicDecksVersion } from "@/lib/decks/public-version";

/**
 * The public listing's totals are remembered under a version the database holds (issue #42:
 * no 30-second timer), so every change that can move a total must bump it, on any server, and
 * a change that cannot must leave it (a private save writes no shared row).
 */
const LIST = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ({ aliceId, bobId } = await catalogWithAliceAndBob());
});

/** Whether `change` bumped the public listing's version. */
async function bumps(change: () => Promise<unknown>): Promise<boolean> {
  const before = await publicDecksVersion();
  await change();
  return (await publicDecksVersion()) > before;
}

describe("the public deck listing's version", () => {
  it("moves with every change that can move a public total, and only with those", async () => {
    let pub = await createDeck(aliceId, { game: "dark-eden", name: "Shown", list: LIST, visibility: "public" });
    expect(await bumps(() => createDeck(aliceId, { game: "dark-eden", name: "Another shown", list: LIST, visibility: "public" }))).toBe(true);
    let priv = await createDeck(aliceId, { game: "dark-eden", name: "Kept", list: LIST });
    expect(await bumps(() => createDeck(aliceId, { game: "dark-eden", name: "Kept too", list: LIST }))).toBe(false);

    // A private deck saved, or a public one saved under the same name: no total moves.
    expect(await bumps(async () => (priv = await updateDeck(aliceId, priv.id, { name: "Kept, renamed", version: priv.version })))).toBe(false);
    expect(await bumps(async () => (pub = await updateDeck(aliceId, pub.id, { list: LIST, version: pub.version })))).toBe(false);
    // Renamed (the name filter's totals), made public, made unlisted: each moves a total.
    expect(await bumps(async () => (pub = await updateDeck(aliceId, pub.id, { name: "Shown, renamed", version: pub.version })))).toBe(true);
    expect(await bumps(async () => (priv = await updateDeck(aliceId, priv.id, { visibility: "public", version: priv.version })))).toBe(true);
    expect(await bumps(async () => (priv = await updateDeck(aliceId, priv.id, { visibility: "unlisted", version: priv.version })))).toBe(true);

    // A copy is private: no total moves. Deleting a public deck does; an unlisted one does not.
    expect(await bumps(() => forkDeck(bobId, pub.id))).toBe(false);
    expect(await bumps(() => deleteDeck(aliceId, priv.id))).toBe(false);
    expect(await bumps(() => deleteDeck(aliceId, pub.id))).toBe(true);
  });

  it("moves when an account with public decks is deleted, and not for one without", async () => {
    const carol = await registerUser({ username: "carol", password: "carol's long password" });
    await createDeck(carol.id, { game: "dark-eden", name: "Carol's", list: LIST, visibility: "public" });
    const dave = await registerUser({ username: "dave", password: "dave's long password" });
    await createDeck(dave.id, { game: "dark-eden", name: "Dave's", list: LIST });
    expect(await bumps(() => deleteAccount(carol.id, { password: "carol's long password" }))).toBe(true);
    expect(await bumps(() => deleteAccount(dave.id, { password: "dave's long password" }))).toBe(false);
  });
});
