import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { POST as roundsRoute } from "@/app/api/v1/events/[id]/rounds/route";
import { DELETE as discardRoute } from "@/app/api/v1/events/[id]/rounds/[n]/route";
import { PUT as resultsRoute } from "@/app/api/v1/events/[id]/rounds/[n]/results/route";
import { POST as publishRoundRoute } from "@/app/api/v1/events/[id]/rounds/[n]/publish/route";
import { GET as meRoute } from "@/app/api/v1/events/[id]/me/route";
import { POST as lateRoute } from "@/app/api/v1/events/[id]/late/route";
import { POST as dropRoute } from "@/app/api/v1/events/[id]/drop/route";
import { GET as versionRoute } from "@/app/api/v1/events/[id]/version/route";
import { GET as standingsRoute } from "@/app/api/v1/events/[id]/standings/route";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";
import type { EventView, RoundView } from "@/lib/events/service";
import type { StandingView } from "@/lib/events/rounds";
import type { MyTable } from "@/lib/events/reports";

// A held round discarded and paired again (CONTRACTS §9.1 "Held rounds", docs/events.md): the
// organizer alone, the last round alone, only while held (409 ROUND_PUBLISHED once published);
// players never see the discarded pairing; a late entry let in while it was held is paired in the
// round paired again. Runs on SQLite and PostgreSQL.

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");

interface Player {
  id: string;
  username: string;
  cookie: string;
  deckId: string;
}
let organizer: { cookie: string };
let bob: { cookie: string };
let players: Player[];
let late: Player;
let eventId: string;

async function body<T>(res: Response, status: number): Promise<T> {
  const b = await res.json();
  expect(res.status, JSON.stringify(b)).toBe(status);
  return b as T;
}
const p = () => params({ id: eventId });
const rp = (n: number, id = eventId) => params({ id, n: String(n) });
const post = (path: string, cookie: string, json?: unknown) => request("POST", `/api/v1/events/${eventId}${path}`, { cookie, json });
const discard = (n: number, cookie: string, id = eventId) => discardRoute(request("DELETE", `/api/v1/events/${id}/rounds/${n}`, { cookie }), rp(n, id));
const pair = async (json: unknown = { hold: true }) => body<RoundView>(await roundsRoute(post("/rounds", organizer.cookie, json), p()), 201);
const publish = (n: number) => publishRoundRoute(post(`/rounds/${n}/publish`, organizer.cookie), rp(n));
const me = async (who: Player) => body<MyTable>(await meRoute(request("GET", `/api/v1/events/${eventId}/me`, { cookie: who.cookie }), p()), 200);
const getEvent = async (cookie?: string) => body<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie }), p()), 200);
const version = async () => (await body<{ version: number }>(await versionRoute(request("GET", `/api/v1/events/${eventId}/version`), p()), 200)).version;
const errorCode = async (res: Response, status: number) => (await body<{ error: { code: string } }>(res, status)).error.code;
const everyone = () => [...players, late];
const byName = (name: string | null) => everyone().find((x) => x.username === name)!;

/** Results for every table of round n without one: the first seat wins. */
async function finishRound(n: number) {
  const round = (await getEvent(organizer.cookie)).rounds.find((r) => r.round === n)!;
  const results = round.pairings.filter((t) => !t.bye && t.result === null).map((t) => ({ table: t.table, result: "a" }));
  await body(await resultsRoute(request("PUT", `/api/v1/events/${eventId}/rounds/${n}/results`, { cookie: organizer.cookie, json: { results } }), rp(n)), 200);
}

/** What a reader sees of the event's rounds and of their own table. */
async function seenBy(who: Player) {
  const mine = await me(who);
  return { rounds: (await getEvent(who.cookie)).rounds, round: mine.round, table: mine.table, opponents: mine.opponents };
}

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId, bobId } = await catalogWithAliceAndBob();
  organizer = { cookie: await sessionCookie({ id: aliceId, username: "alice" }) };
  bob = { cookie: await sessionCookie({ id: bobId, username: "bob" }) };
  const make = async (username: string): Promise<Player> => {
    const user = await registerUser({ username, password: `${username}'s long password` });
    const deck = await createDeck(user.id, { list: LEGAL, name: `${username} deck`, visibility: "private" });
    return { id: user.id, username, cookie: await sessionCookie({ id: user.id, username }), deckId: deck.id };
  };
  players = [await make("discone"), await make("disctwo"), await make("discthree"), await make("discfour")];
  late = await make("disclate");
  const at = new Date(Date.now() + 3_600_000).toISOString();
  eventId = (
    await body<EventView>(
      await createEventRoute(
        request("POST", "/api/v1/events", {
          cookie: organizer.cookie,
          json: { game: "dark-eden", name: "Repair Open", startsAt: at, registrationClosesAt: at },
        }),
      ),
      201,
    )
  ).id;
  for (const who of players) await body(await registerRoute(post("/registrations", who.cookie, { deckId: who.deckId }), p()), 201);
  // Round 1, published at once, with its results.
  await pair({});
  await finishRound(1);
});

describe("a held round discarded and paired again (CONTRACTS §9.1 'Held rounds')", () => {
  it("only the organizer may discard; a published round, an earlier round and a round that does not exist are refused, and nothing changes", async () => {
    await pair();
    const before = await getEvent(organizer.cookie);
    expect(before.rounds.map((r) => [r.round, r.published])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(await errorCode(await discard(2, players[0].cookie), 403)).toBe("NOT_ORGANIZER");
    expect(await errorCode(await discard(2, bob.cookie), 403)).toBe("NOT_ORGANIZER");
    expect((await discard(2, "")).status).toBe(401);
    expect(await errorCode(await discard(2, organizer.cookie, "no-such-event"), 404)).toBe("NOT_FOUND");
    expect(await errorCode(await discard(3, organizer.cookie), 404)).toBe("ROUND_NOT_FOUND");
    // Round 1 is published: the players have seen it (and its results stand).
    const published = await body<{ error: { code: string; message: string } }>(await discard(1, organizer.cookie), 409);
    expect(published.error.code).toBe("ROUND_PUBLISHED");
    expect(published.error.message).toMatch(/Round 1 is published/);
    expect(
      (await discardRoute(request("DELETE", `/api/v1/events/${eventId}/rounds/abc`, { cookie: organizer.cookie }), params({ id: eventId, n: "abc" }))).status,
    ).toBe(400);
    expect(await getEvent(organizer.cookie)).toEqual(before);
  });

  it("the players never see the discarded pairing; a late entry let in meanwhile is paired in the round paired again", async () => {
    const held = (await getEvent(organizer.cookie)).rounds[1];
    // While held, the players see round 1 only.
    for (const who of players) {
      const seen = await seenBy(who);
      expect(seen.rounds.map((r) => r.round)).toEqual([1]);
      expect(seen.round).toBe(1);
    }
    expect((await getEvent()).rounds.map((r) => r.round)).toEqual([1]);

    // A late entry while round 2 is held: paired "from the next round", which was round 3.
    await body(await lateRoute(post("/late", organizer.cookie, { username: late.username }), p()), 200);
    await body(await registerRoute(post("/registrations", late.cookie, { deckId: late.deckId }), p()), 201);
    expect(held.pairings.flatMap((t) => t.players)).not.toContain(late.username);

    const v = await version();
    expect(await body(await discard(2, organizer.cookie), 200)).toEqual({ discarded: 2, roundCount: 1 });
    expect(await version()).toBeGreaterThan(v);
    expect((await getEvent(organizer.cookie)).rounds.map((r) => r.round)).toEqual([1]);
    // Gone: a second discard finds no round 2; publishing it finds none either.
    expect(await errorCode(await discard(2, organizer.cookie), 404)).toBe("ROUND_NOT_FOUND");
    expect(await errorCode(await publish(2), 404)).toBe("ROUND_NOT_FOUND");

    // Paired again: the late player is in it, and the five players are seated once each (one bye).
    const again = await pair();
    expect(again.round).toBe(2);
    const seated = again.pairings.flatMap((t) => t.players).filter((n): n is string => n !== null);
    expect(seated.sort()).toEqual(
      everyone()
        .map((x) => x.username)
        .sort(),
    );
    expect(again.pairings.filter((t) => t.bye)).toHaveLength(1);
    await body(await publish(2), 200);

    // What every player sees of round 2 is the new pairing, never the discarded one.
    const shown = (await getEvent(organizer.cookie)).rounds[1];
    for (const who of everyone()) {
      const seen = await seenBy(who);
      expect(seen.rounds[1]).toEqual(shown);
      expect(seen.round).toBe(2);
      const table = shown.pairings.find((t) => t.players.includes(who.username))!;
      expect(seen.table).toBe(table.table);
      expect(seen.opponents).toEqual(table.players.filter((n) => n !== null && n !== who.username));
    }

    // The late player has a loss for round 1 only (CONTRACTS §9.1 "Late entry"), and plays round 2.
    await finishRound(2);
    const standings = (await body<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p()), 200))
      .standings;
    const lateTable = shown.pairings.find((t) => t.players.includes(late.username))!;
    const lateWonRound2 = lateTable.bye === true || lateTable.players[0] === late.username;
    expect(standings.find((s) => s.username === late.username)).toMatchObject({
      played: 2,
      matchPoints: lateWonRound2 ? 3 : 0,
      losses: lateWonRound2 ? 1 : 2,
    });
  });

  it("a published round cannot be discarded: 409, and it stays as the players saw it", async () => {
    const before = await getEvent(organizer.cookie);
    expect(await errorCode(await discard(2, organizer.cookie), 409)).toBe("ROUND_PUBLISHED");
    expect(await getEvent(organizer.cookie)).toEqual(before);
  });

  it("after a drop, the held round is discarded and paired again without the dropped player", async () => {
    const held = await pair();
    const dropped = byName(held.pairings[0].players[0]);
    await body(await dropRoute(post("/drop", dropped.cookie), p()), 200);
    await body(await discard(3, organizer.cookie), 200);
    const again = await pair({});
    expect(again.round).toBe(3);
    expect(again.pairings.flatMap((t) => t.players)).not.toContain(dropped.username);
    expect(again.pairings.flatMap((t) => t.players).filter((n) => n !== null)).toHaveLength(4);
    await finishRound(3);
  });

  it("a discard racing a publish: exactly one of them happens", async () => {
    await pair();
    const [discarded, published] = await Promise.all([discard(4, organizer.cookie), publish(4)]);
    const rounds = (await getEvent(organizer.cookie)).rounds;
    if (discarded.status === 200) {
      expect([404, 409]).toContain(published.status);
      expect(rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    } else {
      expect(discarded.status).toBe(409);
      expect(published.status).toBe(200);
      expect(rounds.map((r) => [r.round, r.published]).at(-1)).toEqual([4, true]);
    }
  });
});
