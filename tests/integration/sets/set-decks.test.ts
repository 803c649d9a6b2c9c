import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createSetRoute } from "@/app/api/v1/sets/route";
import { PUT as putSetRoute } from "@/app/api/v1/sets/[id]/route";
import { GET as exportSetRoute } from "@/app/api/v1/sets/[id]/export/route";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as exportDeckRoute } from "@/app/api/v1/decks/[id]/export/route";
import { POST as forkRoute } from "@/app/api/v1/decks/[id]/fork/route";
import { GET as versionRoute } from "@/app/api/v1/decks/[id]/versions/[n]/route";
import { POST as upgradeRoute } from "@/app/api/v1/decks/[id]/upgrade-sets/route";
import { PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as deckDiffRoute } from "@/app/api/v1/decks/[id]/diff/route";
import { POST as validateRoute } from "@/app/api/v1/validate/route";
import { GET as cardsRoute } from "@/app/api/v1/cards/route";
import { PUT as putCollectionRoute } from "@/app/api/v1/collection/route";
import { GAME_SLUGS, type GameSlug } from "@/lib/games";
import { registerUser } from "@/lib/accounts/service";
import { goldfishForDeck } from "@/lib/goldfish/service";
import { proxySheetForCollection, proxySheetForSavedDeck } from "@/lib/proxies/service";
import { deckPage } from "@/lib/decks/builder";
import type { DeckDiff, DeckView } from "@/lib/decks/service";
import type { SetView } from "@/lib/sets/service";
import type { Validation } from "@/lib/games/types";
import { cliInProcess } from "../../support/cli";
import { BFE_WORLD, DARK_EDEN_SET, EDEN_SET, GOT_SET, SETS, type SetFile, copyOf, setBody } from "../../support/set-fixtures";

/** A §1 set file as the fixtures hold it. */
/** A card as `GET /api/v1/cards` lists it. */
type FoundCards = { cards: { code: string; name: string; source?: string }[] };

let aliceId: string;
let aliceCookie: string;
let bobCookie: string;
/** Alice's private set of each game. */
const privateSet = {} as Record<GameSlug, string>;

const createSet = (json: unknown, cookie: string) => createSetRoute(request("POST", "/api/v1/sets", { json, cookie }));
const createDeck = (json: unknown, cookie?: string) => createDeckRoute(request("POST", "/api/v1/decks", { json, cookie }));
const getDeck = (id: string, cookie?: string) => getDeckRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id }));
const exportDeck = (id: string, cookie?: string) => exportDeckRoute(request("GET", `/api/v1/decks/${id}/export?format=text`, { cookie }), params({ id }));
const validate = (json: unknown, cookie?: string) => validateRoute(request("POST", "/api/v1/validate", { json, cookie }));
const search = (query: string, cookie?: string) => cardsRoute(request("GET", `/api/v1/cards?${query}`, { cookie }));

/** A response's JSON body, after checking its status, read as the route's contract type (a deck unless told). */
async function ok<T = DeckView>(res: Response, status = 200): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** A deck of each game on Alice's set that the game's rules call legal. */
function legalList(game: GameSlug, setId: string): string {
  switch (game) {
    case "battle-for-eden":
      // Battle for Eden rules, "Conquest ▶ Setup": 3 Small + 1 Medium Energy Crystal and 3 cost-1 units of the civilization's World.
      return `game: battle-for-eden\nname: Verdant start\nsets: ${setId}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 [${setId}/bramble-guard]\n`;
    case "dark-eden":
      // Dark Eden rules, DESIGNING A DECK: a commander and 60 cards, at most 5 copies each.
      return `game: dark-eden\nname: Outposts\nsets: ${setId}\ncommander: Marshal Vey\n${DARK_EDEN_SET.cards
        .slice(1)
        .map((c) => `5 ${c.name}`)
        .join("\n")}\n`;
    case "eden-skirmish":
      return `game: eden-skirmish\nname: Wardens\nsets: ${setId}\nwarband: faction ash-wardens\nleader: Warden Kess\n1 Warden Kess\n1 Warden Orro\n[missions]\n1 Ember Oath\n`;
    case "got-cgs":
      return `game: got-cgs\nname: Tidewater\nsets: ${setId}\nplayers: 3\n1 Tidewater Regatta\n1 Harbor Pilot\n`;
  }
}

const PRIVATE_NAMES = [...BFE_WORLD.cards, ...DARK_EDEN_SET.cards, ...EDEN_SET.cards, ...GOT_SET.cards].map((c) => c.name as string);

function expectNoPrivateNames(text: string) {
  for (const name of PRIVATE_NAMES) expect(text, `leaks "${name}"`).not.toContain(name);
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  const alice = await registerUser({ username: "alice", password: "alice's long password" });
  const bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceId = alice.id;
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
  for (const game of GAME_SLUGS) privateSet[game] = (await ok<SetView>(await createSet(setBody(SETS[game]), aliceCookie), 201)).id;
});

describe("decks on player-made sets (CONTRACTS §6)", () => {
  it.each(GAME_SLUGS)("%s: a deck on the owner's set validates legal and saves", async (game) => {
    const list = legalList(game, privateSet[game]);
    const checked = await ok<Validation>(await validate({ list }, aliceCookie));
    expect(checked.errors, JSON.stringify(checked.errors)).toEqual([]);
    expect(checked.legal).toBe(true);
    const deck = await ok(await createDeck({ list, visibility: "private" }, aliceCookie), 201);
    expect(deck.validation!.legal).toBe(true);
    expect(deck.sets).toEqual([{ id: privateSet[game], name: SETS[game].set.name, version: 1 }]);
    expect(deck.entries.some((e) => e.code.startsWith(`${privateSet[game]}/`))).toBe(true);
  });

  it('Battle for Eden rules, "Conquest ▶ Setup": the World\'s cost-4 unit breaks the starting deck', async () => {
    const list = legalList("battle-for-eden", privateSet["battle-for-eden"]).replace("1 Thornling", "1 Oak Titan");
    const checked = await ok<Validation>(await validate({ list }, aliceCookie));
    expect(checked.errors.map((e) => e.code)).toContain("BFE_START_COMPOSITION");
  });

  it("export keeps the sets: header, and the exported text re-imports to the same deck", async () => {
    for (const game of GAME_SLUGS) {
      const deck = await ok(await createDeck({ list: legalList(game, privateSet[game]) }, aliceCookie), 201);
      const text = await (await exportDeck(deck.id, aliceCookie)).text();
      expect(text).toContain(`sets: ${privateSet[game]}`);
      const again = await ok(await createDeck({ list: text }, aliceCookie), 201);
      expect(again.entries).toEqual(deck.entries);
      expect(again.headers).toEqual(deck.headers);
    }
  });

  it("a name that the catalog and a set share is an error naming both codes; the code settles it", async () => {
    const set = await ok<SetView>(
      await createSet(
        {
          game: "dark-eden",
          name: "Camps",
          visibility: "private",
          cards: [{ code: "boot-camp", name: "Boot Camp", type: "establishment", affiliation: "general" }],
        },
        aliceCookie,
      ),
      201,
    );
    const res = await validate({ list: `game: dark-eden\nsets: ${set.id}\ncommander: Kommendant Leitheusser\n5 Boot Camp\n` }, aliceCookie);
    const { error } = await res.json();
    expect(res.status).toBe(400);
    expect(error.code).toBe("AMBIGUOUS_CARD");
    expect(error.message).toContain("[boot-camp]");
    expect(error.message).toContain(`[${set.id}/boot-camp]`);
    const settled = await ok<Validation>(
      await validate({ list: `game: dark-eden\nsets: ${set.id}\ncommander: Kommendant Leitheusser\n5 [${set.id}/boot-camp]\n` }, aliceCookie),
    );
    expect(settled.stats.deckSize).toBe(5);
  });
});

describe("a set the reader may not see (CONTRACTS §6)", () => {
  it("is SET_NOT_FOUND (400) for validate and for saving, and nothing of its cards shows", async () => {
    for (const game of GAME_SLUGS) {
      const list = legalList(game, privateSet[game]);
      for (const cookie of [bobCookie, undefined]) {
        const res = await validate({ list }, cookie);
        const text = await res.text();
        expect(res.status).toBe(400);
        expect(JSON.parse(text).error.code).toBe("SET_NOT_FOUND");
        expectNoPrivateNames(text.replace(list, ""));
      }
      const saved = await createDeck({ list }, bobCookie);
      expect(saved.status).toBe(400);
      expect((await saved.json()).error.code).toBe("SET_NOT_FOUND");
    }
  });

  it("a public deck on a private set shows none of the set's cards to others: page, export, fork, history", async () => {
    const deck = await ok(await createDeck({ list: legalList("eden-skirmish", privateSet["eden-skirmish"]), visibility: "public" }, aliceCookie), 201);
    const page = await getDeck(deck.id, bobCookie);
    const pageText = await page.text();
    expect(page.status).toBe(200);
    expect(JSON.parse(pageText)).toMatchObject({ entries: [], list: "", validation: null, listError: { code: "SET_NOT_FOUND" } });
    expectNoPrivateNames(pageText);
    for (const res of [
      await exportDeck(deck.id, bobCookie),
      await forkRoute(request("POST", `/api/v1/decks/${deck.id}/fork`, { cookie: bobCookie }), params({ id: deck.id })),
      await versionRoute(request("GET", `/api/v1/decks/${deck.id}/versions/1`, { cookie: bobCookie }), params({ id: deck.id, n: "1" })),
    ]) {
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(JSON.parse(text).error.code).toBe("SET_NOT_FOUND");
      expectNoPrivateNames(text);
    }
    // The owner still sees everything.
    expect((await ok(await getDeck(deck.id, aliceCookie))).validation!.legal).toBe(true);
  });

  it("once the set is public, anyone may use it by its id", async () => {
    const set = await ok<SetView>(await createSet(setBody(BFE_WORLD, "public"), aliceCookie), 201);
    const checked = await ok<Validation>(await validate({ list: legalList("battle-for-eden", set.id) }, bobCookie));
    expect(checked.legal).toBe(true);
  });
});

describe("card search with player-made cards", () => {
  it("finds the caller's own set cards, never another user's private ones", async () => {
    const mine = await ok<FoundCards>(await search("game=battle-for-eden&q=thornling", aliceCookie));
    expect(mine.cards.map((c) => c.code)).toContain(`${privateSet["battle-for-eden"]}/thornling`);
    const bobs = await ok<FoundCards>(await search("game=battle-for-eden&q=thornling", bobCookie));
    expect(bobs.cards.map((c) => c.code)).not.toContain(`${privateSet["battle-for-eden"]}/thornling`);
    expect(await (await search(`game=battle-for-eden&q=thornling&set=${privateSet["battle-for-eden"]}`, bobCookie)).text()).not.toContain(
      `${privateSet["battle-for-eden"]}/`,
    );
    expect(await (await search("game=battle-for-eden&q=thornling")).text()).not.toContain(`${privateSet["battle-for-eden"]}/`);
  });

  it("finds a visible set's cards with set=<id>, and keeps the game's filters", async () => {
    const set = await ok<SetView>(await createSet({ ...setBody(BFE_WORLD, "unlisted"), name: "Shared World" }, aliceCookie), 201);
    const found = await ok<FoundCards>(await search(`game=battle-for-eden&q=oak&set=${set.id}`, bobCookie));
    expect(found.cards[0]).toMatchObject({ code: `${set.id}/oak-titan`, name: "Oak Titan", source: set.id });
    const catalogOnly = await ok<FoundCards>(await search("game=dark-eden&q=boot camp"));
    expect(catalogOnly.cards.every((c) => !String(c.code).includes("/"))).toBe(true);
  });
});

describe("set versions a deck was saved against", () => {
  it("the deck's own history diffs set cards by their qualified code and name", async () => {
    const setId = privateSet["battle-for-eden"];
    const list = legalList("battle-for-eden", setId);
    const deck = await ok(await createDeck({ list }, aliceCookie), 201);
    await ok(
      await putDeckRoute(
        request("PUT", `/api/v1/decks/${deck.id}`, { json: { version: 1, list: list.replace("1 Thornling", "2 Thornling") }, cookie: aliceCookie }),
        params({ id: deck.id }),
      ),
    );
    const diff = await ok<DeckDiff>(
      await deckDiffRoute(request("GET", `/api/v1/decks/${deck.id}/diff?from=1&to=2`, { cookie: aliceCookie }), params({ id: deck.id })),
    );
    expect(diff.cards).toEqual([{ section: "main", code: `${setId}/thornling`, name: "Thornling", from: 1, to: 2, delta: 1 }]);
  });

  it("reports the set's changes since the save, and upgrade-sets re-pins (owner only)", async () => {
    const set = await ok<SetView>(await createSet({ ...setBody(EDEN_SET), name: "Wardens to change" }, aliceCookie), 201);
    const deck = await ok(await createDeck({ list: legalList("eden-skirmish", set.id) }, aliceCookie), 201);
    expect(deck.setChanges).toEqual([]);
    const cards = copyOf(EDEN_SET.cards);
    cards[1].value = 35;
    cards.push({ code: "warden-ilse", name: "Warden Ilse", kind: "combatant", faction: "ash-wardens", value: 10 } as never);
    await ok(await putSetRoute(request("PUT", `/api/v1/sets/${set.id}`, { json: { version: 1, cards }, cookie: aliceCookie }), params({ id: set.id })));

    const after = await ok(await getDeck(deck.id, aliceCookie));
    expect(after.setChanges).toEqual([
      {
        setId: set.id,
        name: "Wardens to change",
        savedVersion: 1,
        currentVersion: 2,
        cards: {
          added: [{ code: "warden-ilse", name: "Warden Ilse" }],
          removed: [],
          changed: [{ code: "warden-orro", name: "Warden Orro", fields: ["value"] }],
        },
        // The same changes as the catalog's read (CONTRACTS §11): each field before and after.
        changes: [
          { code: "warden-ilse", name: "Warden Ilse", change: "added" },
          { code: "warden-orro", name: "Warden Orro", change: "changed", fields: { value: [25, 35] } },
        ],
      },
    ]);
    const otherUpgrade = await upgradeRoute(request("POST", `/api/v1/decks/${deck.id}/upgrade-sets`, { cookie: bobCookie }), params({ id: deck.id }));
    expect(otherUpgrade.status).toBe(404);
    const upgraded = await ok(await upgradeRoute(request("POST", `/api/v1/decks/${deck.id}/upgrade-sets`, { cookie: aliceCookie }), params({ id: deck.id })));
    expect(upgraded.setChanges).toEqual([]);
    expect(upgraded.sets[0].version).toBe(2);
  });
});

describe("every feature treats a visible player-made card like a catalog card", () => {
  it("goldfish sets up a Battle for Eden deck drawn from a typed-in World", async () => {
    const deck = await ok(await createDeck({ list: legalList("battle-for-eden", privateSet["battle-for-eden"]) }, aliceCookie), 201);
    const fish = await goldfishForDeck(aliceId, deck.id);
    expect(fish.prepared.ok, JSON.stringify(fish.prepared)).toBe(true);
  });

  it("prints proxies of set cards", async () => {
    const deck = await ok(await createDeck({ list: legalList("eden-skirmish", privateSet["eden-skirmish"]) }, aliceCookie), 201);
    const sheet = await proxySheetForSavedDeck(aliceId, deck.id, { paper: "a4", cutMarks: true });
    expect(Buffer.from(sheet.pdf.slice(0, 5)).toString()).toBe("%PDF-");
  });

  it("counts set cards in the collection by their qualified code, only when the set is visible, and prints the wanted ones", async () => {
    const code = `${privateSet["got-cgs"]}/harbor-pilot`;
    const put = (cookie: string) =>
      putCollectionRoute(request("PUT", "/api/v1/collection", { json: { items: [{ game: "got-cgs", code, owned: 2, wanted: 1, forTrade: 0 }] }, cookie }));
    expect((await put(aliceCookie)).status).toBe(200);
    expect((await put(bobCookie)).status).toBe(400);
    const sheet = await proxySheetForCollection(aliceId, "got-cgs", "wanted", { paper: "a4", cutMarks: false });
    expect(Buffer.from(sheet.slice(0, 5)).toString()).toBe("%PDF-");
  });

  it("the deck page offers the set's civilization and shows its cards", async () => {
    const deck = await ok(await createDeck({ list: legalList("battle-for-eden", privateSet["battle-for-eden"]) }, aliceCookie), 201);
    const page = await deckPage(aliceId, deck.id);
    expect(JSON.stringify(page.setup.choices)).toContain("Verdant Reach");
    expect(page.cards.map((c) => c.code)).toContain(`${privateSet["battle-for-eden"]}/thornling`);
  });

  it("cli validate reads an exported set with --catalog", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-set-cli-"));
    const setId = privateSet["battle-for-eden"];
    const exported = await ok<SetFile>(await exportSetRoute(request("GET", `/api/v1/sets/${setId}/export`, { cookie: aliceCookie }), params({ id: setId })));
    writeFileSync(path.join(dir, "world.json"), JSON.stringify(exported));
    writeFileSync(path.join(dir, "deck.txt"), legalList("battle-for-eden", setId));
    const run = (...catalogs: string[]) =>
      cliInProcess(`file:${path.join(dir, "absent.db")}`, "validate", path.join(dir, "deck.txt"), "--json", ...catalogs.flatMap((c) => ["--catalog", c]));
    const legal = await run("card-data/battle-for-eden/core.json", path.join(dir, "world.json"));
    expect(legal.status, legal.stdout + legal.stderr).toBe(0);
    expect(JSON.parse(legal.stdout)).toMatchObject({ game: "battle-for-eden", legal: true, errors: [] });
    // Without the set file, a [set-id/code] line names a set the CLI does not have: unusable input.
    writeFileSync(path.join(dir, "deck.txt"), legalList("battle-for-eden", setId).replace("1 Thornling", `1 [${setId}/thornling]`));
    const missing = await run("card-data/battle-for-eden/core.json");
    expect(missing.status).toBe(2);
    expect(JSON.parse(missing.stdout).error.code).toBe("SET_NOT_FOUND");
  });
});
