import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { POST as closeRoute } from "@/app/api/v1/events/[id]/close/route";
import { POST as roundsRoute } from "@/app/api/v1/events/[id]/rounds/route";
import { PUT as resultsRoute } from "@/app/api/v1/events/[id]/rounds/[n]/results/route";
import { POST as reportRoute } from "@/app/api/v1/events/[id]/rounds/[n]/report/route";
import { POST as publishRoundRoute } from "@/app/api/v1/events/[id]/rounds/[n]/publish/route";
import { POST as timerRoute } from "@/app/api/v1/events/[id]/rounds/[n]/timer/route";
import { GET as meRoute } from "@/app/api/v1/events/[id]/me/route";
import { POST as lateRoute } from "@/app/api/v1/events/[id]/late/route";
import { GET as logRoute } from "@/app/api/v1/events/[id]/log/route";
import { GET as versionRoute } from "@/app/api/v1/events/[id]/version/route";
import { GET as standingsRoute } from "@/app/api/v1/events/[id]/standings/route";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";
import type { EventView, RoundView } from "@/lib/events/service";
import type { StandingView } from "@/lib/events/rounds";
import type { MyTable, ReportView } from "@/lib/events/reports";

// Event day on the players' phones (CONTRACTS §9.1): held rounds, players' reports (agreement,
// disputes, two parallel reports confirming once), GET …/me, the timer on the database's clock,
// late entry and the version pages poll. Runs on SQLite and PostgreSQL.

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");

interface Player {
  id: string;
  username: string;
  cookie: string;
  deckId: string;
}
let organizer: { cookie: string };
let players: Player[];
let late: Player;
let eventId: string;

async function body<T>(res: Response, status: number): Promise<T> {
  const b = await res.json();
  expect(res.status, JSON.stringify(b)).toBe(status);
  return b as T;
}
const p = () => params({ id: eventId });
const rp = (n: number) => params({ id: eventId, n: String(n) });
const post = (path: string, cookie: string, json?: unknown) => request("POST", `/api/v1/events/${eventId}${path}`, { cookie, json });
const me = (who: Player) => meRoute(request("GET", `/api/v1/events/${eventId}/me`, { cookie: who.cookie }), p());
const report = (who: Player, n: number, json: unknown) => reportRoute(post(`/rounds/${n}/report`, who.cookie, json), rp(n));
const timer = (n: number, json: unknown) => timerRoute(post(`/rounds/${n}/timer`, organizer.cookie, json), rp(n));
const getEvent = async (cookie?: string) => body<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie }), p()), 200);
const version = async () => (await body<{ version: number }>(await versionRoute(request("GET", `/api/v1/events/${eventId}/version`), p()), 200)).version;
const byName = (name: string | null) => [...players, late].find((x) => x.username === name)!;
const logOf = async () =>
  (
    await body<{ entries: { round: number; table: number; source: string; after: unknown }[] }>(
      await logRoute(request("GET", `/api/v1/events/${eventId}/log`, { cookie: organizer.cookie }), p()),
      200,
    )
  ).entries;

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId } = await catalogWithAliceAndBob();
  organizer = { cookie: await sessionCookie({ id: aliceId, username: "alice" }) };
  const make = async (username: string): Promise<Player> => {
    const user = await registerUser({ username, password: `${username}'s long password` });
    const deck = await createDeck(user.id, { list: LEGAL, name: `${username} deck`, visibility: "private" });
    return { id: user.id, username, cookie: await sessionCookie({ id: user.id, username }), deckId: deck.id };
  };
  players = [await make("dayone"), await make("daytwo"), await make("daythree"), await make("dayfour")];
  late = await make("daylate");
  const at = new Date(Date.now() + 3_600_000).toISOString();
  eventId = (
    await body<EventView>(
      await createEventRoute(
        request("POST", "/api/v1/events", {
          cookie: organizer.cookie,
          json: { game: "dark-eden", name: "Phone Open", startsAt: at, registrationClosesAt: at },
        }),
      ),
      201,
    )
  ).id;
  for (const who of players) await body(await registerRoute(post("/registrations", who.cookie, { deckId: who.deckId }), p()), 201);
});

describe("held rounds (CONTRACTS §9.1 'Held rounds')", () => {
  it("a held round is the organizer's alone until published", async () => {
    expect((await body<{ error: { code: string } }>(await me(late), 404)).error.code).toBe("NOT_REGISTERED");
    const held = await body<RoundView>(await roundsRoute(post("/rounds", organizer.cookie, { hold: true }), p()), 201);
    expect(held.published).toBe(false);
    expect((await getEvent(players[0].cookie)).rounds).toEqual([]);
    expect((await getEvent()).rounds).toEqual([]);
    expect((await getEvent(organizer.cookie)).rounds[0].published).toBe(false);
    expect(await body<MyTable>(await me(players[0]), 200)).toMatchObject({ round: null, table: null, opponents: [] });
    expect((await report(players[0], 1, { table: 1, result: "a" })).status).toBe(404);
    expect((await publishRoundRoute(post("/rounds/1/publish", players[0].cookie), rp(1))).status).toBe(403);
    const before = await version();
    expect((await body<RoundView>(await publishRoundRoute(post("/rounds/1/publish", organizer.cookie), rp(1)), 200)).published).toBe(true);
    expect(await version()).toBeGreaterThan(before);
    expect((await getEvent(players[0].cookie)).rounds[0].pairings).toHaveLength(2);
    const mine = await body<MyTable>(await me(players[0]), 200);
    expect(mine.round).toBe(1);
    expect(mine.opponents).toHaveLength(1);
    expect(mine.report).toMatchObject({ state: "open", mine: null });
  });
});

describe("players report (CONTRACTS §9.1 'Players report')", () => {
  it("agreement confirms: a player may change their report until then; a player not at the table is refused", async () => {
    const table = (await getEvent(organizer.cookie)).rounds[0].pairings[0];
    const [a, b] = [byName(table.players[0]), byName(table.players[1])];
    const other = players.find((x) => x !== a && x !== b)!;
    expect((await body<{ error: { code: string } }>(await report(other, 1, { table: 1, result: "a" }), 403)).error.code).toBe("NOT_AT_TABLE");
    expect((await body<ReportView>(await report(a, 1, { table: 1, result: "b" }), 200)).state).toBe("reported");
    expect((await body<ReportView>(await report(a, 1, { table: 1, result: "a", games: { a: 2, b: 1 } }), 200)).mine).toMatchObject({
      result: "a",
      games: [2, 1, 0],
    });
    const agreed = await body<ReportView>(await report(b, 1, { table: 1, result: "a" }), 200);
    expect(agreed).toMatchObject({ state: "confirmed", result: "a" });
    expect((await getEvent()).rounds[0].pairings[0]).toMatchObject({ result: "a", games: [2, 1, 0], state: "confirmed" });
    expect((await body<{ error: { code: string } }>(await report(b, 1, { table: 1, result: "b" }), 409)).error.code).toBe("RESULT_CONFIRMED");
    expect((await logOf()).filter((e) => e.table === 1 && e.source === "players")).toHaveLength(1);
  });

  it("a disagreement is disputed, and only the organizer settles it", async () => {
    const table = (await getEvent(organizer.cookie)).rounds[0].pairings[1];
    const [a, b] = [byName(table.players[0]), byName(table.players[1])];
    await body(await report(a, 1, { table: 2, result: "a" }), 200);
    expect((await body<ReportView>(await report(b, 1, { table: 2, result: "b" }), 200)).state).toBe("disputed");
    expect((await getEvent()).rounds[0].pairings[1]).toMatchObject({ result: null, state: "disputed" });
    expect((await body<MyTable>(await me(a), 200)).report).toMatchObject({ state: "disputed", result: null });
    await body(
      await resultsRoute(
        request("PUT", `/api/v1/events/${eventId}/rounds/1/results`, { cookie: organizer.cookie, json: { results: [{ table: 2, result: "b" }] } }),
        rp(1),
      ),
      200,
    );
    expect((await body<MyTable>(await me(a), 200)).report).toMatchObject({ state: "decided", result: "b" });
  });
});

describe("late entry (CONTRACTS §9.1 'Late entry and drops')", () => {
  it("after the close only a player the organizer lets in may register: paired from the next round, with a loss for each round missed", async () => {
    await body(await closeRoute(post("/close", organizer.cookie), p()), 200);
    expect(
      (await body<{ error: { code: string } }>(await registerRoute(post("/registrations", late.cookie, { deckId: late.deckId }), p()), 409)).error.code,
    ).toBe("REGISTRATION_CLOSED");
    expect((await lateRoute(post("/late", players[0].cookie, { username: late.username }), p())).status).toBe(403);
    expect((await lateRoute(post("/late", organizer.cookie, { username: "nobody-here" }), p())).status).toBe(404);
    await body(await lateRoute(post("/late", organizer.cookie, { username: "DAYLATE" }), p()), 200);
    await body(await registerRoute(post("/registrations", late.cookie, { deckId: late.deckId }), p()), 201);
    const standings = (await body<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p()), 200))
      .standings;
    expect(standings.find((s) => s.username === "daylate")).toMatchObject({ matchPoints: 0, losses: 1, played: 1 });
    const round2 = await body<RoundView>(await roundsRoute(post("/rounds", organizer.cookie), p()), 201);
    expect(round2.pairings.flatMap((t) => t.players)).toContain("daylate");
    expect(round2.pairings.filter((t) => t.bye)).toHaveLength(1);
  });
});

describe("two players report at once (CONTRACTS §9.1: agreement confirms exactly once)", () => {
  it("both reports in parallel confirm the table once, logged once", async () => {
    const round = (await getEvent(organizer.cookie)).rounds[1];
    const table = round.pairings.find((t) => !t.bye)!;
    const [a, b] = [byName(table.players[0]), byName(table.players[1])];
    const [ra, rb] = await Promise.all([report(a, 2, { table: table.table, result: "draw" }), report(b, 2, { table: table.table, result: "draw" })]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect((await getEvent()).rounds[1].pairings[table.table - 1]).toMatchObject({ result: "draw", state: "confirmed" });
    expect((await logOf()).filter((e) => e.round === 2 && e.table === table.table)).toHaveLength(1);
  });
});

describe("the round timer (CONTRACTS §9.1 'Timer')", () => {
  it("starts, pauses, extends and resumes on the database's clock; a paused timer reads the same everywhere", async () => {
    expect((await timer(2, { action: "pause" })).status).toBe(409);
    expect((await timerRoute(post("/rounds/2/timer", players[0].cookie, { action: "start" }), rp(2))).status).toBe(403);
    expect((await timer(2, { action: "start", minutes: 0 })).status).toBe(400);
    const started = await body<RoundView>(await timer(2, { action: "start", minutes: 50 }), 200);
    expect(started.timer.running).toBe(true);
    expect(started.timer.remainingMs).toBeGreaterThan(0);
    expect(started.timer.remainingMs).toBeLessThanOrEqual(50 * 60_000);
    const paused = await body<RoundView>(await timer(2, { action: "pause" }), 200);
    expect(paused.timer.running).toBe(false);
    const left = paused.timer.remainingMs!;
    const seen = await body<MyTable>(await me(players[0]), 200);
    expect(seen.timer).toEqual({ running: false, remainingMs: left });
    expect((await getEvent()).rounds[1].timer).toEqual({ running: false, remainingMs: left });
    expect((await body<RoundView>(await timer(2, { action: "extend", minutes: 5 }), 200)).timer.remainingMs).toBe(left + 5 * 60_000);
    const resumed = await body<RoundView>(await timer(2, { action: "resume" }), 200);
    expect(resumed.timer.running).toBe(true);
    expect(resumed.timer.remainingMs).toBeLessThanOrEqual(left + 5 * 60_000);
    expect(Date.parse(resumed.timer.endsAt!)).toBeGreaterThan(0);
  });

  it("the version pages poll moves with each change and answers 304 while unchanged", async () => {
    const v = await version();
    const unchanged = await versionRoute(request("GET", `/api/v1/events/${eventId}/version`, { headers: { "if-none-match": `"v${v}"` } }), p());
    expect(unchanged.status).toBe(304);
    await body(await timer(2, { action: "pause" }), 200);
    expect(await version()).toBe(v + 1);
  });
});

describe("the standings CSV (CONTRACTS §9.1 'Standings')", () => {
  it("gives the same table as GET …/standings, with OMW, GW and OGW", async () => {
    const { GET: csvRoute } = await import("@/app/api/v1/events/[id]/standings.csv/route");
    const Papa = (await import("papaparse")).default;
    const res = await csvRoute(request("GET", `/api/v1/events/${eventId}/standings.csv`), p());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const parsed = Papa.parse<Record<string, string>>((await res.text()).trim(), { header: true });
    const json = (await body<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p()), 200)).standings;
    expect(parsed.meta.fields).toEqual(["rank", "username", "matchPoints", "omw", "gw", "ogw", "vp", "wins", "losses", "draws", "byes", "played", "dropped"]);
    expect(parsed.data.map((r) => [r.username, Number(r.rank), Number(r.matchPoints), Number(r.omw)])).toEqual(
      json.map((s) => [s.username, s.rank, s.matchPoints, Number(s.omw.toFixed(6))]),
    );
    expect(parsed.data.every((r) => r.ogw !== "" && Number(r.gw) >= 0 && Number(r.gw) <= 1)).toBe(true);
  });
});

describe("the decklists PDF, made once per version and kept (issue 45)", () => {
  it("serves repeated requests from the kept copy and makes it again when a registration changes; anonymous requests are limited", async () => {
    const { GET: pdfRoute } = await import("@/app/api/v1/events/[id]/decklists.pdf/route");
    const { POST: dropRoute } = await import("@/app/api/v1/events/[id]/drop/route");
    const get = (cookie?: string, address = "203.0.113.45") =>
      pdfRoute(request("GET", `/api/v1/events/${eventId}/decklists.pdf`, { cookie, headers: { "x-forwarded-for": address } }), p());
    const first = await get(organizer.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-decklists-kept")).toBe("0");
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = await get(organizer.cookie);
    expect(again.headers.get("x-decklists-kept")).toBe("1");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    await body(await dropRoute(post("/drop", players[3].cookie), p()), 200);
    const remade = await get(organizer.cookie);
    expect(remade.headers.get("x-decklists-kept")).toBe("0");
    expect(Number(remade.headers.get("x-decklists-version"))).toBeGreaterThan(Number(first.headers.get("x-decklists-version")));
    // Not published: anyone else is refused as for GET …/decklists; without a session, 30 an hour per address.
    expect((await get(players[0].cookie)).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get(undefined, "198.51.100.7")).status);
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("a player's history (/u/<username>/events)", () => {
  it("lists the public events a player played with their place; an unknown name is 404", async () => {
    const { playerHistory } = await import("@/lib/events/history");
    const standings = (await body<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p()), 200))
      .standings;
    const history = await playerHistory("DayOne");
    expect(history.username).toBe("dayone");
    expect(history.events).toEqual([
      expect.objectContaining({ id: eventId, name: "Phone Open", rank: standings.find((s) => s.username === "dayone")?.rank, players: 5, winner: false }),
    ]);
    await expect(playerHistory("nobody-at-all")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
