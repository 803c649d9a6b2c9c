import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { POST as roundsRoute } from "@/app/api/v1/events/[id]/rounds/route";
import { PUT as resultsRoute } from "@/app/api/v1/events/[id]/rounds/[n]/results/route";
import { GET as standingsRoute } from "@/app/api/v1/events/[id]/standings/route";
import { registerUser } from "@/lib/accounts/service";
import { importCatalogFiles } from "@/lib/catalog/import";
import { createDeck } from "@/lib/decks/service";
import type { EventView, RoundView } from "@/lib/events/service";
import type { StandingView } from "@/lib/events/rounds";

// Battle for Eden is played by 3 to 6 players: an event's rounds seat tables of 3 or 4, and the
// results are placings (CONTRACTS §9 "Rounds"). Seven players sit at a table of 4 and one of 3.

const WORLD = {
  game: "battle-for-eden",
  set: { code: "event-world", name: "Event World" },
  civilizations: [{ code: "event-folk", name: "Event Folk" }],
  cards: [
    { code: "event-scout", name: "Event Scout", kind: "unit", civilization: "event-folk", cost: 1 },
    { code: "event-runner", name: "Event Runner", kind: "unit", civilization: "event-folk", cost: 1 },
  ],
};
const DECK = "game: battle-for-eden\ncivilization: event-folk\n3 Small Energy Crystal\n1 Medium Energy Crystal\n2 Event Scout\n1 Event Runner\n";

let organizerCookie: string;
let eventId: string;
const players: { username: string; cookie: string }[] = [];

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId } = await catalogWithAliceAndBob();
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-bfe-world-"));
  writeFileSync(path.join(dir, "world.json"), JSON.stringify(WORLD));
  await importCatalogFiles([path.join(dir, "world.json")]);
  organizerCookie = await sessionCookie({ id: aliceId, username: "alice" });
  const at = new Date(Date.now() + 3_600_000).toISOString();
  const res = await createEventRoute(
    request("POST", "/api/v1/events", {
      cookie: organizerCookie,
      json: { game: "battle-for-eden", name: "Conquest Night", startsAt: at, registrationClosesAt: at, visibility: "unlisted" },
    }),
  );
  expect(res.status).toBe(201);
  const event = (await res.json()) as EventView;
  expect(event).toMatchObject({ format: null, seating: "table" });
  eventId = event.id;
  for (let i = 1; i <= 7; i++) {
    const username = `bfe${i}`;
    const user = await registerUser({ username, password: `${username}'s long password` });
    const deck = await createDeck(user.id, { list: DECK, name: `${username} world`, visibility: "private" });
    expect(deck.legal).toBe(true);
    const cookie = await sessionCookie({ id: user.id, username });
    const reg = await registerRoute(request("POST", `/api/v1/events/${eventId}/registrations`, { cookie, json: { deckId: deck.id } }), params({ id: eventId }));
    expect(reg.status, JSON.stringify(await reg.clone().json())).toBe(201);
    players.push({ username, cookie });
  }
});

const pair = () => roundsRoute(request("POST", `/api/v1/events/${eventId}/rounds`, { cookie: organizerCookie }), params({ id: eventId }));
const enter = (n: number, results: unknown[]) =>
  resultsRoute(
    request("PUT", `/api/v1/events/${eventId}/rounds/${n}/results`, { cookie: organizerCookie, json: { results } }),
    params({ id: eventId, n: String(n) }),
  );

describe("a Battle for Eden event (CONTRACTS §9)", () => {
  it("seats seven players at a table of 4 and a table of 3, everyone once", async () => {
    const res = await pair();
    expect(res.status).toBe(201);
    const round = (await res.json()) as RoundView;
    expect(round.pairings.map((t) => t.players.length)).toEqual([4, 3]);
    expect(new Set(round.pairings.flatMap((t) => t.players))).toEqual(new Set(players.map((p) => p.username)));
  });

  it("refuses the next round while a table lacks its placings; nobody has points yet", async () => {
    const round = ((await (await pair()).json()) as { error: { code: string } }).error;
    expect(round.code).toBe("ROUND_INCOMPLETE");
    const standings0 = (await (await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), params({ id: eventId }))).json()) as {
      standings: StandingView[];
    };
    expect(standings0.standings.every((s) => s.matchPoints === 0)).toBe(true);
  });

  it("takes placings (each seated player once, winner first; anything else refused), counts the winner 3 and the runner-up 1; the next round again seats 4 and 3", async () => {
    const event = (await (await eventRoute(request("GET", `/api/v1/events/${eventId}`), params({ id: eventId }))).json()) as EventView;
    const round1 = event.rounds[0];
    const [four, three] = round1.pairings;
    expect((await enter(1, [{ table: 1, result: "a" }])).status).toBe(400);
    expect((await enter(1, [{ table: 2, result: [three.players[0], three.players[1]] }])).status).toBe(400);
    expect((await enter(1, [{ table: 2, result: [three.players[0], three.players[0], three.players[1]] }])).status).toBe(400);
    const ok = await enter(1, [
      { table: 1, result: [...four.players].reverse() },
      { table: 2, result: three.players },
    ]);
    expect(ok.status).toBe(200);
    const { standings } = (await (await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), params({ id: eventId }))).json()) as {
      standings: StandingView[];
    };
    const points = new Map(standings.map((s) => [s.username, s.matchPoints]));
    expect(points.get(four.players[3] as string)).toBe(3);
    expect(points.get(four.players[2] as string)).toBe(1);
    expect(points.get(four.players[0] as string)).toBe(0);
    expect(points.get(three.players[0] as string)).toBe(3);
    expect(standings.filter((s) => s.matchPoints === 3).every((s) => s.rank === 1)).toBe(true);
    const res = await pair();
    expect(res.status).toBe(201);
    const round2 = (await res.json()) as RoundView;
    expect(round2.pairings.map((t) => t.players.length)).toEqual([4, 3]);
    // Standings order: the two winners sit at the first table.
    expect(round2.pairings[0].players).toEqual(expect.arrayContaining([four.players[3], three.players[0]]));
  });
});
