import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as deckRoute } from "@/app/api/v1/decks/[id]/route";
import { POST as catalogUpdateRoute } from "@/app/api/v1/decks/[id]/catalog-update/route";
import { createDeck, markDeckChangesSeen } from "@/lib/decks/service";
import { createEvent, registerForEvent } from "@/lib/events/service";
import { GET as registrationChangesRoute } from "@/app/api/v1/events/[id]/catalog-changes/route";
import { GET as myDecksRoute } from "@/app/api/v1/decks/route";
import { decksWithUnseenChanges } from "@/lib/catalog-changes/unseen";
import { db } from "@/lib/db/client";
import { importCatalogFiles } from "@/lib/catalog/import";
import { currentCatalogVersion } from "@/lib/catalog/version";
import { GET as changesRoute } from "@/app/api/v1/catalog/[game]/changes/route";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { catalogWithAliceAndBob } from "../helpers/players";
import { bundledBaseSet, changedBaseSet, writeCatalog } from "./changes-helpers";

/** GET /api/v1/catalog/:game/changes?since=… as a client calls it. */
async function changes(game: string, since?: number | string) {
  const res = await changesRoute(request("GET", `/api/v1/catalog/${game}/changes${since === undefined ? "" : `?since=${since}`}`), params({ game }));
  return { status: res.status, body: await res.json() };
}

/** GET /api/v1/decks/:id as `cookie`'s holder reads it. */
async function readDeck(id: string, cookie: string) {
  const res = await deckRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id }));
  return { status: res.status, body: await res.json() };
}

async function bringUpToDate(id: string, cookie: string, json: unknown) {
  const res = await catalogUpdateRoute(request("POST", `/api/v1/decks/${id}/catalog-update`, { cookie, json }), params({ id }));
  return { status: res.status, body: await res.json() };
}

const LEGAL = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");

describe("catalog changes per version (CONTRACTS §11)", () => {
  let before: number;
  let after: number;
  let alice: string;
  let bob: string;
  /** Dark Eden rules, "Building a deck": the fixture's 60 general cards (5 Boot Camp, 5 Armory), legal. */
  let plain: string;
  /** The same and one Livery, withdrawn by the changed catalog. */
  let withLivery: string;
  let aliceId: string;
  let eventId: string;

  beforeAll(async () => {
    useTestAuthEnv();
    const players = await catalogWithAliceAndBob();
    aliceId = players.aliceId;
    const bobId = players.bobId;
    alice = await sessionCookie({ id: aliceId, username: "alice" });
    bob = await sessionCookie({ id: bobId, username: "bob" });
    before = await currentCatalogVersion(await db());
    plain = (await createDeck(aliceId, { game: "dark-eden", name: "Plain", list: LEGAL, visibility: "private" })).id;
    withLivery = (await createDeck(aliceId, { game: "dark-eden", name: "With Livery", list: `${LEGAL.trimEnd()}\n1 Livery\n`, visibility: "public" })).id;
    // CONTRACTS §9: bob registers a list holding Livery in alice's event, checked under today's catalog.
    const at = new Date(Date.now() + 3_600_000);
    eventId = (await createEvent(aliceId, { game: "dark-eden", name: "Catalog Cup", startsAt: at, registrationClosesAt: at, visibility: "public" })).id;
    const bobs = await createDeck(bobId, { game: "dark-eden", name: "Bob's Livery", list: `${LEGAL.trimEnd()}\n2 Livery\n`, visibility: "private" });
    await registerForEvent(bobId, eventId, bobs.id);
    const carol = await createDeck(bobId, {
      game: "dark-eden",
      name: "Untouched",
      list: "game: dark-eden\ncommander: Cain Mournor\n1 Granary\n",
      visibility: "private",
    });
    expect(carol.entries.map((e) => e.code)).toEqual(["granary"]);
  });

  it("an import of the same file again changes nothing and makes no version", async () => {
    const rows = await (await db()).catalogChange.count();
    const summary = await importCatalogFiles([writeCatalog("same.json", bundledBaseSet())]);
    expect(summary.version).toBeNull();
    expect(summary.changes).toEqual([{ game: "dark-eden", changes: [] }]);
    expect(await currentCatalogVersion(await db())).toBe(before);
    expect(await (await db()).catalogChange.count()).toBe(rows);
  });

  it("a changed catalog (a cost changed, a card added, a card removed, a Polish name fixed) is one version listing exactly those", async () => {
    const summary = await importCatalogFiles([writeCatalog("changed.json", changedBaseSet())]);
    after = await currentCatalogVersion(await db());
    expect(after).toBe(before + 1);
    expect(summary.version).toBe(after);
    expect([summary.created, summary.updated, summary.removed]).toEqual([1, 2, 1]);

    const { status, body } = await changes("dark-eden", before);
    expect(status).toBe(200);
    expect(body.version).toBe(after);
    expect(body.changes).toEqual([
      { code: "armory", name: "Armory", change: "changed", fields: { "names.pl": ["Zbrojownia", "Zbrojownia (poprawiona)"] }, version: after },
      { code: "boot-camp", name: "Boot Camp", change: "changed", fields: { initialCost: [2, 3] }, version: after },
      { code: "livery", name: "Livery", change: "removed", version: after },
      { code: "quokka-outpost", name: "Quokka Outpost", change: "added", version: after },
    ]);
    // Nothing since the newest version; no other game changed.
    expect((await changes("dark-eden", after)).body).toEqual({ version: after, changes: [] });
    expect((await changes("eden-skirmish", before)).body.changes).toEqual([]);
  });

  it("bad input is a 400 naming what is wrong", async () => {
    for (const since of ["-1", "abc", "1.5"]) {
      const { status, body } = await changes("dark-eden", since);
      expect(status, since).toBe(400);
      expect(JSON.stringify(body.error)).toContain("since");
    }
    expect((await changes("chess", 0)).status).toBe(400);
  });

  it("a deck using the changed cards shows the changes since its save and its check under today's catalog beside the check it passed then", async () => {
    const { status, body } = await readDeck(plain, alice);
    expect(status).toBe(200);
    expect(body.catalogVersion).toBe(before);
    expect(body.changedSince.map((c: { code: string }) => c.code)).toEqual(["armory", "boot-camp"]);
    expect(body.changedSince[1]).toMatchObject({ name: "Boot Camp", change: "changed", fields: { initialCost: [2, 3] } });
    expect(body.savedCheck).toMatchObject({ catalogVersion: before, validation: { legal: true } });
    expect(body.validation.legal).toBe(true);
    // Every existing field of the deck JSON (CONTRACTS §5) is still there.
    for (const key of ["id", "game", "name", "version", "legal", "entries", "list", "validation", "sets", "setChanges"]) expect(body, key).toHaveProperty(key);
  });

  it("a card removed from the catalog shows as withdrawn: the deck keeps its line, and today's check names it", async () => {
    const { body } = await readDeck(withLivery, bob);
    expect(body.changedSince.map((c: { code: string; change: string }) => [c.code, c.change])).toEqual([
      ["armory", "changed"],
      ["boot-camp", "changed"],
      ["livery", "removed"],
    ]);
    const livery = body.entries.find((e: { code: string }) => e.code === "livery");
    expect(livery).toEqual({ section: "main", code: "livery", name: "Livery", quantity: 1, withdrawn: true });
    expect(body.entries.reduce((n: number, e: { quantity: number }) => n + e.quantity, 0)).toBe(61);
    expect(body.validation.legal).toBe(false);
    expect(body.validation.errors[0]).toMatchObject({ code: "CATALOG_CARD_WITHDRAWN", cards: ["livery"] });
    expect(body.savedCheck.validation.legal).toBe(true);
    expect(body.list).toContain("Livery");
  });

  it("the organizer sees which registered lists the changes touch, each beside the version it was checked under", async () => {
    const res = await registrationChangesRoute(request("GET", `/api/v1/events/${eventId}/catalog-changes`, { cookie: alice }), params({ id: eventId }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version).toBe(after);
    expect(body.registrations).toHaveLength(1);
    expect(body.registrations[0]).toMatchObject({ username: "bob", deckName: "Bob's Livery", catalogVersion: before });
    expect(body.registrations[0].changes.map((c: { code: string; change: string }) => [c.code, c.change])).toEqual([
      ["armory", "changed"],
      ["boot-camp", "changed"],
      ["livery", "removed"],
    ]);
    const other = await registrationChangesRoute(request("GET", `/api/v1/events/${eventId}/catalog-changes`, { cookie: bob }), params({ id: eventId }));
    expect(other.status).toBe(403);
  });

  it("the header's badge counts my decks with changes I have not seen; my decks list marks them", async () => {
    expect([...(await decksWithUnseenChanges(aliceId))].sort()).toEqual([plain, withLivery].sort());
    const res = await myDecksRoute(request("GET", "/api/v1/decks", { cookie: alice }));
    const marks = (await res.json()).decks.map((d: { id: string; unseenCatalogChanges: boolean }) => [d.id, d.unseenCatalogChanges]);
    expect(Object.fromEntries(marks)).toEqual({ [plain]: true, [withLivery]: true });
    // Opening the deck's page marks its changes seen (app/decks/[id]/page.tsx); a reader's API GET does not.
    await readDeck(withLivery, alice);
    expect((await decksWithUnseenChanges(aliceId)).size).toBe(2);
    await markDeckChangesSeen(aliceId, withLivery);
    expect([...(await decksWithUnseenChanges(aliceId))]).toEqual([plain]);
    // Seeing is not saving: the deck still shows what changed since its save.
    const seen = (await readDeck(withLivery, alice)).body;
    expect(seen.changedSince).toHaveLength(3);
    expect(seen.version).toBe(1);
  });

  it('"Bring up to date" saves a new version under the current catalog; a withdrawn card is refused by name, nothing written', async () => {
    expect((await bringUpToDate(plain, bob, { version: 1 })).status).toBe(404);
    expect((await bringUpToDate(plain, alice, { version: 7 })).status).toBe(409);
    expect((await bringUpToDate(plain, alice, {})).status).toBe(400);
    const { status, body } = await bringUpToDate(plain, alice, { version: 1 });
    expect(status).toBe(200);
    expect(body.version).toBe(2);
    expect(body.catalogVersion).toBe(after);
    expect(body.changedSince).toEqual([]);
    expect(body.savedCheck.catalogVersion).toBe(after);
    expect(await (await db()).deckVersion.count({ where: { deckId: plain } })).toBe(2);
    expect((await decksWithUnseenChanges(aliceId)).size).toBe(0);

    const refused = await bringUpToDate(withLivery, alice, { version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("CATALOG_CARD_WITHDRAWN");
    expect(refused.body.error.message).toContain("Livery");
    expect((await readDeck(withLivery, alice)).body.version).toBe(1);
  });

  it('EDEN rules, "3. Formar la banda" (at most 100 points): a combatant whose points are corrected makes the warband over budget under the current catalog; bringing it up to date saves the new total', async () => {
    const warbandList = readFileSync(path.resolve("tests/fixtures/decks/eden-bamaka-100.txt"), "utf8");
    const warband = await createDeck(aliceId, { game: "eden-skirmish", name: "Bamaka", list: warbandList, visibility: "private" });
    expect(warband.validation?.stats.points).toBe(100);
    const bamaka = JSON.parse(readFileSync(path.resolve("card-data/eden-skirmish/bamaka.json"), "utf8"));
    bamaka.cards.find((c: { code: string }) => c.code === "ngwane").value = 35;
    const summary = await importCatalogFiles([writeCatalog("bamaka.json", bamaka)]);
    expect(summary.changes).toEqual([{ game: "eden-skirmish", changes: [{ code: "ngwane", name: "Ngwane", change: "changed", fields: { value: [30, 35] } }] }]);

    const read = (await readDeck(warband.id, alice)).body;
    expect(read.changedSince).toMatchObject([{ code: "ngwane", fields: { value: [30, 35] } }]);
    expect(read.savedCheck.validation).toMatchObject({ legal: true, stats: { points: 100 } });
    expect(read.validation).toMatchObject({ legal: false, stats: { points: 105 } });
    expect(read.validation.errors.map((e: { code: string }) => e.code)).toEqual(["EDEN_OVER_BUDGET"]);

    const updated = await bringUpToDate(warband.id, alice, { version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, legal: false, changedSince: [], savedCheck: { validation: { stats: { points: 105 } } } });
  });
});
