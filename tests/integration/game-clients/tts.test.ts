import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/decks/[id]/export/route";
import { GET as sheetRoute } from "@/app/api/v1/decks/[id]/tts/[version]/[sheet]/route";
import { GET as backRoute } from "@/app/api/v1/cards/[game]/back.png/route";
import { CELL_HEIGHT, CELL_WIDTH } from "@/lib/game-clients/tts";
import { registerUser } from "@/lib/accounts/service";

// CONTRACTS §10 "Tabletop Simulator" (docs/contracts.md): a DeckCustom saved object whose CardIDs
// (sheet key × 100 + place) point at places on sheets of at most 10 × 7 faces; the sheet PNG is
// NumWidth × NumHeight cells; EDEN warbands give one card per combatant with its profile.

let aliceCookie: string;
let bobCookie: string;

const DARK_EDEN = JSON.parse(readFileSync("card-data/dark-eden/base.json", "utf8")).cards as { name: string; type: string }[];

async function deck(list: string, visibility = "public"): Promise<{ id: string; version: number }> {
  const res = await createDeckRoute(request("POST", "/api/v1/decks", { json: { name: "Na stół", list, visibility }, cookie: aliceCookie }));
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

const tts = async (id: string, query = "", cookie?: string) =>
  exportRoute(request("GET", `/api/v1/decks/${id}/export?format=tts${query}`, { cookie }), params({ id }));

/** Calls the sheet route for an absolute FaceURL as a game client would (no cookie). */
async function fetchSheet(url: string, cookie?: string): Promise<Response> {
  const u = new URL(url);
  const [, , , , id, , version, sheet] = u.pathname.split("/");
  return sheetRoute(request("GET", `${u.pathname}${u.search}`, { cookie }), params({ id, version, sheet }));
}

interface Custom {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
}
interface CardObject {
  Name: string;
  Nickname: string;
  Description: string;
  CardID: number;
  CustomDeck: Record<string, Custom>;
}
interface DeckObject {
  Name: string;
  DeckIDs: number[];
  CustomDeck: Record<string, Custom>;
  ContainedObjects: CardObject[];
}

function checkPlaces(object: DeckObject) {
  expect(object.Name).toBe("DeckCustom");
  expect(object.DeckIDs).toEqual(object.ContainedObjects.map((c) => c.CardID));
  for (const card of object.ContainedObjects) {
    expect(card.Name).toBe("Card");
    const key = Math.floor(card.CardID / 100);
    const place = card.CardID % 100;
    const sheet = object.CustomDeck[String(key)];
    expect(sheet, `CardID ${card.CardID}`).toBeDefined();
    expect(card.CustomDeck[String(key)]).toEqual(sheet);
    expect(sheet.NumWidth).toBeLessThanOrEqual(10);
    expect(sheet.NumHeight).toBeLessThanOrEqual(7);
    expect(place).toBeLessThan(sheet.NumWidth * sheet.NumHeight);
    expect(sheet.BackIsHidden).toBe(true);
  }
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
});

describe("Tabletop Simulator saved object and sheets", () => {
  it("puts 75 distinct cards on two sheets (10 × 7, then 6 × 1) whose PNGs have the sizes NumWidth/NumHeight say", async () => {
    const cards = DARK_EDEN.filter((c) => c.type !== "commander").slice(0, 75);
    const { id } = await deck(`game: dark-eden\ncommander: Kommendant Leitheusser\n${cards.map((c) => `1 ${c.name}`).join("\n")}\n`);
    const res = await tts(id, "&locale=pl");
    expect(res.status).toBe(200);
    const json = await res.json();
    const [main, commander] = json.ObjectStates as DeckObject[];
    checkPlaces(main);
    expect(main.ContainedObjects.length).toBe(75);
    expect(commander.ContainedObjects.map((c) => c.Nickname)).toEqual(["Kommendant Leitheusser"]);
    checkPlaces(commander);
    const sheets = { ...main.CustomDeck, ...commander.CustomDeck };
    expect(Object.keys(sheets).sort()).toEqual(["1", "2"]);
    expect([sheets["1"].NumWidth, sheets["1"].NumHeight]).toEqual([10, 7]);
    expect([sheets["2"].NumWidth, sheets["2"].NumHeight]).toEqual([6, 1]);
    // Every card has its own place: no two distinct names share one.
    const byId = new Map<number, string>();
    for (const card of [...main.ContainedObjects, ...commander.ContainedObjects]) {
      expect(byId.get(card.CardID) ?? card.Nickname).toBe(card.Nickname);
      byId.set(card.CardID, card.Nickname);
    }
    for (const key of ["1", "2"]) {
      const sheet = await fetchSheet(sheets[key].FaceURL);
      expect(sheet.status).toBe(200);
      const meta = await sharp(Buffer.from(await sheet.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([sheets[key].NumWidth * CELL_WIDTH, sheets[key].NumHeight * CELL_HEIGHT]);
      const again = await sheetRoute(
        request("GET", `${new URL(sheets[key].FaceURL).pathname}${new URL(sheets[key].FaceURL).search}`, {
          headers: { "if-none-match": sheet.headers.get("etag") ?? "" },
        }),
        params({ id, version: "1", sheet: `${key}.png` }),
      );
      expect(again.status).toBe(304);
    }
    const back = await backRoute(request("GET", new URL(sheets["1"].BackURL).pathname), params({ game: "dark-eden" }));
    expect(back.status).toBe(200);
    expect((await sharp(Buffer.from(await back.arrayBuffer())).metadata()).width).toBe(CELL_WIDTH);
    // Past the last sheet, a stale version, a name that is no sheet: 404 JSON.
    for (const [version, sheet] of [
      ["1", "3.png"],
      ["2", "1.png"],
      ["1", "x.png"],
      ["zero", "1.png"],
    ]) {
      const r = await sheetRoute(request("GET", `/api/v1/decks/${id}/tts/${version}/${sheet}`), params({ id, version, sheet }));
      expect(r.status, `${version}/${sheet}`).toBe(404);
      expect((await r.json()).error.code).toBe("NOT_FOUND");
    }
  }, 120_000);

  it("gives an EDEN warband one card per combatant, with its profile", async () => {
    const { id } = await deck("game: eden-skirmish\nwarband: faction bamaka\nleader: Sabaka\n1 Sabaka\n2 Ngwane\n1 Tarar\n");
    const json = await (await tts(id, "&locale=es")).json();
    const main = json.ObjectStates[0] as DeckObject;
    checkPlaces(main);
    expect(main.ContainedObjects.map((c) => c.Nickname)).toEqual(["Sabaka", "Ngwane", "Ngwane", "Tarar"]);
    const sabaka = main.ContainedObjects[0];
    expect(sabaka.Description).toContain("combatant");
    expect(sabaka.Description).toContain("value: 50");
    expect(sabaka.Description).toContain("faction: bamaka");
  }, 60_000);

  it("signs a private deck's sheet URLs; without the signature a sheet is 404", async () => {
    const made = await deck("game: eden-skirmish\nwarband: faction bamaka\n1 Sabaka\n", "private");
    expect((await tts(made.id)).status).toBe(404);
    expect((await tts(made.id, "", bobCookie)).status).toBe(404);
    const json = await (await tts(made.id, "", aliceCookie)).json();
    const url = (json.ObjectStates[0] as DeckObject).CustomDeck["1"].FaceURL;
    expect(url).toMatch(/[?&]sig=/);
    expect((await fetchSheet(url)).status).toBe(200);
    expect((await fetchSheet(url.replace(/[?&]sig=[^&]*/, ""))).status).toBe(404);
    expect((await fetchSheet(url.replace(/sig=./, "sig=Z"))).status).toBe(404);
    const put = await putDeckRoute(
      request("PUT", `/api/v1/decks/${made.id}`, {
        json: { list: "game: eden-skirmish\nwarband: faction bamaka\n1 Ngwane\n", version: made.version },
        cookie: aliceCookie,
      }),
      params({ id: made.id }),
    );
    expect(put.status).toBe(200);
    expect((await fetchSheet(url)).status).toBe(404);
  }, 60_000);
});
