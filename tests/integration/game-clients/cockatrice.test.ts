import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute, PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/decks/[id]/export/route";
import { GET as databaseRoute } from "@/app/api/v1/export/cockatrice/[file]/route";
import { GET as pngRoute } from "@/app/api/v1/cards/[game]/[code]/face.png/route";
import { GET as setPngRoute } from "@/app/api/v1/sets/[id]/cards/[code]/face.png/route";
import { POST as createSetRoute } from "@/app/api/v1/sets/route";
import { GAME_SLUGS } from "@/lib/games";
import { cockatriceHash } from "@/lib/game-clients/deck-hash";
import { signDeck, signatureQuery } from "@/lib/game-clients/signing";
import { registerUser } from "@/lib/accounts/service";
import { DARK_EDEN_SET, setBody } from "../../support/set-fixtures";
import { bundledCatalogFiles } from "../helpers/http";
import { readFileSync } from "node:fs";

// CONTRACTS §10 (docs/contracts.md): the Cockatrice card database (version 4), the .cod, the text
// import and the deck hash; private decks through signed URLs only ("Access").

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ["set", "card", "zone"].includes(name),
});

let aliceCookie: string;
let bobCookie: string;
let alicePrivateSet: string;

const LIST = `game: dark-eden
commander: Kommendant Leitheusser
5 Boot Camp
3x Livery
10 Soldat
`;

async function deck(visibility: string, list = LIST, cookie = aliceCookie): Promise<{ id: string; version: number; cockatriceHash: string }> {
  const res = await createDeckRoute(request("POST", "/api/v1/decks", { json: { name: "Żelazny Rasputin", list, visibility }, cookie }));
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

const database = (file: string, query = "", cookie?: string) =>
  databaseRoute(request("GET", `/api/v1/export/cockatrice/${file}${query}`, { cookie }), params({ file }));
const exportDeck = (id: string, query: string, cookie?: string) =>
  exportRoute(request("GET", `/api/v1/decks/${id}/export?${query}`, { cookie }), params({ id }));

interface DbCard {
  name: string;
  text: string;
  prop: Record<string, string>;
  set: { "#text": string; "@_uuid": string; "@_picurl": string; "@_num": string }[];
}

async function parseDatabase(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("xml");
  const doc = parser.parse(await res.text());
  return doc.cockatrice_carddatabase as {
    "@_version": string;
    info: Record<string, string>;
    sets: { set: { name: string; longname: string; settype: string; releasedate: string }[] };
    cards: { card: DbCard[] };
  };
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  const alice = await registerUser({ username: "alice", password: "alice's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
  const res = await createSetRoute(request("POST", "/api/v1/sets", { json: setBody(DARK_EDEN_SET), cookie: aliceCookie }));
  expect(res.status).toBe(201);
  alicePrivateSet = (await res.json()).id;
});

describe("Cockatrice card database (CONTRACTS §10)", () => {
  it("has every element and attribute the contract names, for every catalog card of every game", async () => {
    for (const game of GAME_SLUGS) {
      const catalogCards = bundledCatalogFiles()
        .filter((f) => f.includes(`/${game}/`))
        .flatMap((f) => JSON.parse(readFileSync(f, "utf8")).cards as { code: string }[]);
      const db = await parseDatabase(await database(`${game}.xml`, "?locale=en"));
      expect(db["@_version"]).toBe("4");
      expect(db.info).toBeDefined();
      expect(db.info.sourceUrl).toContain(`/api/v1/export/cockatrice/${game}.xml`);
      expect(db.sets.set.length).toBeGreaterThan(0);
      for (const set of db.sets.set) {
        expect(set.name, game).not.toBe("");
        expect(set.longname).not.toBe("");
        expect(set.settype).toBe("Catalog");
        expect(set).toHaveProperty("releasedate");
      }
      const setNames = new Set(db.sets.set.map((s) => s.name));
      expect(db.cards.card.length, game).toBe(catalogCards.length);
      for (const card of db.cards.card) {
        expect(card.name).not.toBe("");
        expect(card).toHaveProperty("text");
        expect(card.prop.type, card.name).toBeTruthy();
        for (const set of card.set) {
          expect(setNames.has(set["#text"])).toBe(true);
          expect(set["@_uuid"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          expect(set["@_picurl"]).toMatch(new RegExp(`^https?://[^/]+/api/v1/cards/${game}/[^/]+/face\\.png\\?locale=en$`));
          expect(Number(set["@_num"])).toBeGreaterThan(0);
        }
      }
    }
  }, 60_000);

  it("names cards in the language asked for, with UUIDs stable per card and language, and picurls that answer", async () => {
    const pl = await parseDatabase(await database("dark-eden.xml", "?locale=pl"));
    const again = await parseDatabase(await database("dark-eden.xml", "?locale=pl"));
    const en = await parseDatabase(await database("dark-eden.xml", "?locale=en"));
    const abdulPl = pl.cards.card.find((c) => c.set[0]["@_picurl"].includes("/abdul-iv-of-pale-sun/"));
    const abdulEn = en.cards.card.find((c) => c.set[0]["@_picurl"].includes("/abdul-iv-of-pale-sun/"));
    expect(abdulPl?.name).toBe("Abdul IV spod Zachodzącego Słońca");
    expect(abdulEn?.name).toBe("Abdul IV of Pale Sun");
    expect(abdulPl?.prop.cv).toBe("10");
    expect(abdulPl?.set[0]["@_uuid"]).toBe(again.cards.card.find((c) => c.name === abdulPl?.name)?.set[0]["@_uuid"]);
    expect(abdulPl?.set[0]["@_uuid"]).not.toBe(abdulEn?.set[0]["@_uuid"]);
    // The picture URL answers with the PNG.
    const url = new URL(abdulPl?.set[0]["@_picurl"] ?? "");
    const [, , , , game, code] = url.pathname.split("/");
    const res = await pngRoute(request("GET", `${url.pathname}${url.search}`), params({ game, code }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  }, 60_000);

  it("adds the player-made sets named in sets= that the reader may see; another's private set is 404", async () => {
    const db = await parseDatabase(await database("dark-eden.xml", `?locale=en&sets=${alicePrivateSet}`, aliceCookie));
    const own = db.sets.set.find((s) => s.settype === "Player-made");
    expect(own?.longname).toBe(DARK_EDEN_SET.set.name);
    const names = new Set(db.cards.card.map((c) => c.name));
    for (const card of DARK_EDEN_SET.cards) expect(names.has(card.name as string), card.name as string).toBe(true);
    const setCard = db.cards.card.find((c) => c.name === DARK_EDEN_SET.cards[0].name);
    expect(setCard?.set[0]["@_picurl"]).toContain(`/api/v1/sets/${alicePrivateSet}/cards/`);
    const url = new URL(setCard?.set[0]["@_picurl"] ?? "");
    const code = url.pathname.split("/")[6];
    expect((await setPngRoute(request("GET", `${url.pathname}${url.search}`, { cookie: aliceCookie }), params({ id: alicePrivateSet, code }))).status).toBe(
      200,
    );
    for (const cookie of [bobCookie, undefined]) {
      const res = await database("dark-eden.xml", `?sets=${alicePrivateSet}`, cookie);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("SET_NOT_FOUND");
    }
  }, 60_000);

  it("answers bad input with 400/404 JSON", async () => {
    for (const [file, query, status] of [
      ["chess.xml", "", 404],
      ["dark-eden.json", "", 404],
      ["dark-eden.xml", "?locale=fr", 400],
      ["dark-eden.xml", `?sets=${Array.from({ length: 21 }, (_, i) => `s${i}`).join(",")}`, 400],
    ] as const) {
      const res = await database(file, query);
      expect(res.status, `${file}${query}`).toBe(status);
      expect((await res.json()).error).toBeDefined();
    }
  });
});

describe("Cockatrice deck (.cod) and text (CONTRACTS §10)", () => {
  it("is a version 1 .cod whose names all exist in the database of the same language; the commander has a zone of its own", async () => {
    const { id } = await deck("public");
    for (const locale of ["en", "pl", "es"]) {
      const res = await exportDeck(id, `format=cockatrice&locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(".cod");
      const cod = parser.parse(await res.text()).cockatrice_deck;
      expect(cod["@_version"]).toBe("1");
      expect(cod.deckname).toBe("Żelazny Rasputin");
      expect(typeof cod.comments).toBe("string");
      const zones = cod.zone as { "@_name": string; card: { "@_number": string; "@_name": string }[] }[];
      expect(zones.map((z) => z["@_name"])).toEqual(["main", "commander"]);
      const main = zones[0].card;
      expect(main.map((c) => Number(c["@_number"])).reduce((a, b) => a + b, 0)).toBe(18);
      const db = await parseDatabase(await database("dark-eden.xml", `?locale=${locale}`));
      const names = new Set(db.cards.card.map((c) => c.name));
      for (const zone of zones) for (const card of zone.card) expect(names.has(card["@_name"]), `${locale}: ${card["@_name"]}`).toBe(true);
      if (locale === "pl") expect(main.map((c) => c["@_name"])).not.toContain("Boot Camp");
    }
  }, 60_000);

  it("carries the hash Cockatrice computes from the .cod; deck JSON carries the English one", async () => {
    const made = await deck("public");
    const view = await (await getDeckRoute(request("GET", `/api/v1/decks/${made.id}`), params({ id: made.id }))).json();
    expect(view.cockatriceHash).toMatch(/^[0-9a-v]{8}$/);
    for (const locale of ["en", "pl"]) {
      const cod = parser.parse(await (await exportDeck(made.id, `format=cockatrice&locale=${locale}`)).text()).cockatrice_deck;
      const cards = (cod.zone as { "@_name": string; card: { "@_number": string; "@_name": string }[] }[]).flatMap((z) =>
        z.card.map((c) => ({ zone: z["@_name"], name: c["@_name"], quantity: Number(c["@_number"]) })),
      );
      const hash = cockatriceHash(cards);
      expect(cod.comments).toContain(`Deck hash: ${hash}`);
      if (locale === "en") expect(hash).toBe(view.cockatriceHash);
    }
  });

  it("writes the text Cockatrice imports: // name and comments, N Name lines, the commander as a comment", async () => {
    const { id } = await deck("unlisted");
    const res = await exportDeck(id, "format=cockatrice-text&locale=pl");
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split("\n");
    expect(lines[0]).toBe("// Żelazny Rasputin");
    const blank = lines.indexOf("");
    expect(lines.slice(0, blank).every((l) => l.startsWith("// "))).toBe(true);
    expect(lines.slice(0, blank).some((l) => l.startsWith("// commander: 1 "))).toBe(true);
    const cards = lines.slice(blank + 1);
    expect(cards.length).toBe(3);
    for (const line of cards) expect(line).toMatch(/^\d+ \S/);
  });
});

describe("private decks: signed, expiring URLs (CONTRACTS §10 Access)", () => {
  it("is 404 without a signature, 200 for the owner and with a valid signature; bad, expired or stale signatures are 404", async () => {
    const made = await deck("private");
    expect((await exportDeck(made.id, "format=cockatrice")).status).toBe(404);
    expect((await exportDeck(made.id, "format=cockatrice", bobCookie)).status).toBe(404);
    expect((await exportDeck(made.id, "format=cockatrice", aliceCookie)).status).toBe(200);
    const signature = signDeck(made.id, made.version);
    if (!signature) throw new Error("no secret");
    const signed = signatureQuery(signature);
    expect((await exportDeck(made.id, `format=cockatrice&${signed}`)).status).toBe(200);
    expect((await exportDeck(made.id, `format=text&${signed}`)).status).toBe(200);
    // Tampered, for another deck, expired, without a version, or for a version no longer current: 404.
    const other = await deck("private");
    const bad = [
      `format=cockatrice&${signed.replace(/sig=./, "sig=A")}`,
      `format=cockatrice&v=${made.version}&expires=${signature.expires + 1}&sig=${signature.sig}`,
      `format=cockatrice&expires=${signature.expires}&sig=${signature.sig}&v=${made.version + 1}`,
      `format=cockatrice&${signatureQuery(signDeck(made.id, made.version, Date.now() - 8 * 24 * 3600 * 1000) ?? signature)}`,
    ];
    for (const query of bad) {
      const res = await exportDeck(made.id, query);
      expect(res.status, query).toBe(404);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
    }
    expect((await exportDeck(other.id, `format=cockatrice&${signed}`)).status).toBe(404);
    const put = await putDeckRoute(
      request("PUT", `/api/v1/decks/${made.id}`, { json: { list: `${LIST}1 Soldat\n`, version: made.version }, cookie: aliceCookie }),
      params({ id: made.id }),
    );
    expect(put.status).toBe(200);
    expect((await exportDeck(made.id, `format=cockatrice&${signed}`)).status).toBe(404);
  }, 60_000);
});
