import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { extractText, readShapes } from "../../support/pdf-inspect";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { GET as decklistsRoute } from "@/app/api/v1/events/[id]/decklists/route";
import { GET as decklistsPdfRoute } from "@/app/api/v1/events/[id]/decklists.pdf/route";
import { POST as publishRoute } from "@/app/api/v1/events/[id]/publish/route";
import { POST as closeRoute } from "@/app/api/v1/events/[id]/close/route";
import { POST as roundsRoute } from "@/app/api/v1/events/[id]/rounds/route";
import { PUT as resultsRoute } from "@/app/api/v1/events/[id]/rounds/[n]/results/route";
import { GET as standingsRoute } from "@/app/api/v1/events/[id]/standings/route";
import { POST as dropRoute } from "@/app/api/v1/events/[id]/drop/route";
import { PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { db } from "@/lib/db/client";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";
import { playedAtEvents } from "@/lib/events/played";
import type { EventView, PairingView, RoundView } from "@/lib/events/service";
import type { StandingView } from "@/lib/events/rounds";

// An 8-player Dark Eden event walked through CONTRACTS §9: registration (an illegal list refused,
// someone else's deck and another game's deck refused), a registered deck changed afterwards,
// three Swiss rounds with a drop and a bye, standings, a top cut of 4, and publishing.

const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/decks", name), "utf8");
const LEGAL = fixture("dark-eden-legal.txt");
const ILLEGAL = fixture("dark-eden-59.txt");
const EDEN = fixture("eden-bamaka-100.txt");

interface Player {
  id: string;
  username: string;
  cookie: string;
  deckId: string;
}

let organizer: { id: string; cookie: string };
let players: Player[];
let outsider: Player;
let eventId: string;

const json = async <T>(res: Response, status: number): Promise<T> => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
};
const p = (id = eventId) => params({ id });
const getEvent = async (cookie?: string) => json<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie }), p()), 200);
const register = (cookie: string, deckId: string) =>
  registerRoute(request("POST", `/api/v1/events/${eventId}/registrations`, { cookie, json: { deckId } }), p());
const pairRound = (json?: unknown) => roundsRoute(request("POST", `/api/v1/events/${eventId}/rounds`, { cookie: organizer.cookie, json }), p());
const enter = (n: number, results: unknown[], cookie = organizer.cookie) =>
  resultsRoute(request("PUT", `/api/v1/events/${eventId}/rounds/${n}/results`, { cookie, json: { results } }), params({ id: eventId, n: String(n) }));
const standings = async () =>
  json<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p()), 200).then((b) => b.standings);
const decklists = (cookie?: string) => decklistsRoute(request("GET", `/api/v1/events/${eventId}/decklists`, { cookie }), p());

/** The result that lets seat a win when `aWins`, else seat b. */
const win = (pairing: PairingView, aWins: boolean) => ({ table: pairing.table, result: aWins ? "a" : "b" });

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId } = await catalogWithAliceAndBob();
  organizer = { id: aliceId, cookie: await sessionCookie({ id: aliceId, username: "alice" }) };
  const make = async (username: string): Promise<Player> => {
    const user = await registerUser({ username, password: `${username}'s long password` });
    const deck = await createDeck(user.id, { list: LEGAL.replace("name: Sixty General", `name: ${username} deck`), visibility: "private" });
    return { id: user.id, username, cookie: await sessionCookie({ id: user.id, username }), deckId: deck.id };
  };
  players = [];
  for (const name of ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"]) players.push(await make(name));
  outsider = await make("late");
});

describe("a Dark Eden event, from registration to the top cut (CONTRACTS §9)", () => {
  it("creates the event: 201 with its id; the organizer is the caller", async () => {
    const closes = new Date(Date.now() + 3_600_000).toISOString();
    const body = { game: "dark-eden", name: "Spring Open", startsAt: closes, registrationClosesAt: closes, visibility: "public", format: "standard" };
    const event = await json<EventView>(await createEventRoute(request("POST", "/api/v1/events", { cookie: organizer.cookie, json: body })), 201);
    expect(event).toMatchObject({ game: "dark-eden", name: "Spring Open", format: "standard", organizer: "alice", status: "upcoming", isOrganizer: true });
    eventId = event.id;
    // A format the game does not have, and a game that has none: 400 naming the field.
    const bad = await createEventRoute(request("POST", "/api/v1/events", { cookie: organizer.cookie, json: { ...body, format: "modern" } }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues[0].path).toBe("format");
    const anonymous = await createEventRoute(request("POST", "/api/v1/events", { json: body }));
    expect(anonymous.status).toBe(401);
  });

  it("refuses registration closing after the start or in the past: 400 naming registrationClosesAt, nothing saved (#48)", async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const base = { game: "dark-eden", name: "Bad Times", visibility: "public" };
    for (const times of [
      { startsAt: at(hour), registrationClosesAt: at(2 * hour) },
      { startsAt: at(hour), registrationClosesAt: at(-hour) },
      { startsAt: at(-2 * hour), registrationClosesAt: at(-3 * hour) },
    ]) {
      const res = await createEventRoute(request("POST", "/api/v1/events", { cookie: organizer.cookie, json: { ...base, ...times } }));
      const body = await json<{ error: { code: string; message: string; issues: { path: string }[] } }>(res, 400);
      expect(body.error.code).toBe("INVALID_REQUEST");
      expect(body.error.issues.map((i) => i.path)).toEqual(["registrationClosesAt"]);
      expect(body.error.message).toContain("registrationClosesAt");
    }
    expect(await (await db()).event.count({ where: { name: "Bad Times" } })).toBe(0);
  });

  it("refuses an illegal list with DECK_NOT_LEGAL and its findings, someone else's deck and another game's deck; nothing is registered", async () => {
    const [p1, , , , , , , p8] = players;
    const illegal = await createDeck(p8.id, { list: ILLEGAL, visibility: "private" });
    const refused = await json<{ error: { code: string; issues: { code: string; message: string }[] } }>(await register(p8.cookie, illegal.id), 400);
    expect(refused.error.code).toBe("DECK_NOT_LEGAL");
    expect(refused.error.issues.map((i) => i.code)).toContain("DE_DECK_TOO_SMALL");
    const notMine = await json<{ error: { code: string } }>(await register(p8.cookie, p1.deckId), 404);
    expect(notMine.error.code).toBe("NOT_FOUND");
    const eden = await createDeck(p8.id, { list: EDEN, visibility: "private" });
    expect((await json<{ error: { code: string } }>(await register(p8.cookie, eden.id), 400)).error.code).toBe("DECK_WRONG_GAME");
    expect((await getEvent()).players).toEqual([]);
  });

  it("registers eight players; registering again before the close replaces the deck", async () => {
    for (const player of players) {
      const mine = await json<{ deckName: string; legal: boolean; list: string }>(await register(player.cookie, player.deckId), 201);
      expect(mine).toMatchObject({ deckName: `${player.username} deck`, legal: true });
      expect(mine.list).toMatch(/^mode: standard$/m);
    }
    const p2 = players[1];
    const second = await createDeck(p2.id, { list: LEGAL.replace("name: Sixty General", "name: p2 second deck"), visibility: "private" });
    expect(((await json<{ deckName: string }>(await register(p2.cookie, second.id), 201)) as { deckName: string }).deckName).toBe("p2 second deck");
    const event = await getEvent(p2.cookie);
    expect(event.players).toEqual(players.map((pl) => pl.username));
    expect(event.myRegistration?.deckName).toBe("p2 second deck");
  });

  it("keeps a registration as it was when the deck is changed afterwards", async () => {
    const p1 = players[0];
    const changed = LEGAL.replace("name: Sixty General", "name: p1 deck").replace("5 Boot Camp", "4 Boot Camp");
    const put = await putDeckRoute(
      request("PUT", `/api/v1/decks/${p1.deckId}`, { cookie: p1.cookie, json: { list: changed, version: 1 } }),
      params({ id: p1.deckId }),
    );
    expect(put.status).toBe(200);
    const event = await getEvent(p1.cookie);
    expect(event.myRegistration?.list).toMatch(/^5 Boot Camp$/m);
    expect(event.myRegistration?.legal).toBe(true);
    const lists = await json<{ decklists: { username: string; list: string; legal: boolean }[] }>(await decklists(organizer.cookie), 200);
    expect(lists.decklists.find((d) => d.username === "p1")?.list).toMatch(/^5 Boot Camp$/m);
  });

  it("keeps decklists to the organizer until published: 403 for others", async () => {
    const lists = await json<{ decklists: { username: string; legal: boolean }[] }>(await decklists(organizer.cookie), 200);
    expect(lists.decklists).toHaveLength(8);
    expect(lists.decklists.every((d) => d.legal)).toBe(true);
    expect((await json<{ error: { code: string } }>(await decklists(players[0].cookie), 403)).error.code).toBe("DECKLISTS_NOT_PUBLISHED");
    expect((await decklists()).status).toBe(403);
  });

  it("close and publish take no body: a field is 400 naming it, malformed JSON 400; nothing changes (#48)", async () => {
    for (const [route, what] of [
      [closeRoute, "close"],
      [publishRoute, "publish"],
    ] as const) {
      const send = (options: { json?: unknown; body?: string }) =>
        route(
          request("POST", `/api/v1/events/${eventId}/${what}`, { cookie: organizer.cookie, headers: { "content-type": "application/json" }, ...options }),
          p(),
        );
      const field = await json<{ error: { code: string; issues: { path: string }[] } }>(await send({ json: { published: false } }), 400);
      expect(
        field.error.issues.map((i) => i.path),
        what,
      ).toEqual(["published"]);
      expect((await json<{ error: { code: string } }>(await send({ body: "{" }), 400)).error.code).toBe("MALFORMED_JSON");
    }
    const event = await getEvent();
    expect(event.status).toBe("upcoming");
    expect((await decklists(players[0].cookie)).status).toBe(403);
  });

  it("refuses a registration after the close with 409 REGISTRATION_CLOSED", async () => {
    expect((await closeRoute(request("POST", `/api/v1/events/${eventId}/close`, { cookie: players[0].cookie }), p())).status).toBe(403);
    await json(await closeRoute(request("POST", `/api/v1/events/${eventId}/close`, { cookie: organizer.cookie }), p()), 200);
    expect((await json<{ error: { code: string } }>(await register(outsider.cookie, outsider.deckId), 409)).error.code).toBe("REGISTRATION_CLOSED");
    expect((await json<{ error: { code: string } }>(await register(players[2].cookie, players[2].deckId), 409)).error.code).toBe("REGISTRATION_CLOSED");
    expect((await getEvent()).players).toHaveLength(8);
  });

  let round1: RoundView;
  it("pairs round 1: four tables, no bye; a second round is refused while a result is missing", async () => {
    expect((await roundsRoute(request("POST", `/api/v1/events/${eventId}/rounds`, { cookie: players[0].cookie }), p())).status).toBe(403);
    round1 = await json<RoundView>(await pairRound(), 201);
    expect(round1.round).toBe(1);
    expect(round1.pairings).toHaveLength(4);
    expect(new Set(round1.pairings.flatMap((t) => t.players))).toEqual(new Set(players.map((pl) => pl.username)));
    expect(round1.pairings.map((t) => t.table)).toEqual([1, 2, 3, 4]);
    expect((await json<{ error: { code: string } }>(await pairRound(), 409)).error.code).toBe("ROUND_INCOMPLETE");
  });

  it("refuses results for a table that does not exist, or that do not fit, changing nothing", async () => {
    const all = round1.pairings.map((t) => win(t, true));
    expect((await json<{ error: { code: string } }>(await enter(1, [...all, { table: 9, result: "a" }]), 400)).error.code).toBe("NO_SUCH_TABLE");
    expect((await json<{ error: { code: string } }>(await enter(1, [{ table: 1, result: ["p1", "p2"] }]), 400)).error.code).toBe("RESULT_INVALID");
    expect((await enter(1, [{ table: 1, result: "won" }])).status).toBe(400);
    expect((await enter(2, all)).status).toBe(404);
    expect((await enter(1, all, players[0].cookie)).status).toBe(403);
    expect((await getEvent()).rounds[0].pairings.every((t) => t.result === null)).toBe(true);
  });

  it("enters round 1; a player drops and is not paired again; round 2 gives the bye to the lowest-ranked and pairs equal points", async () => {
    const done = await json<RoundView>(
      await enter(
        1,
        round1.pairings.map((t) => win(t, true)),
      ),
      200,
    );
    expect(done.complete).toBe(true);
    // A loser of round 1 drops themselves.
    const loser = round1.pairings[3].players[1] as string;
    const dropper = players.find((pl) => pl.username === loser)!;
    const afterDrop = await json<EventView>(await dropRoute(request("POST", `/api/v1/events/${eventId}/drop`, { cookie: dropper.cookie }), p()), 200);
    expect(afterDrop.dropped).toEqual([loser]);
    const before = await standings();
    const round2 = await json<RoundView>(await pairRound(), 201);
    expect(round2.round).toBe(2);
    const paired = round2.pairings.flatMap((t) => t.players).filter((x) => x !== null);
    expect(paired).not.toContain(loser);
    expect(paired).toHaveLength(7);
    const bye = round2.pairings.filter((t) => t.players[1] === null);
    expect(bye).toHaveLength(1);
    expect(bye[0].table).toBe(4);
    expect(bye[0].result).toBe("a");
    // The bye: the lowest-ranked player who has not dropped (0 points, and no bye before).
    const byePlayer = bye[0].players[0] as string;
    const active = before.filter((s) => !s.dropped);
    expect(before.find((s) => s.username === byePlayer)?.matchPoints).toBe(0);
    expect(active.filter((s) => s.rank > before.find((x) => x.username === byePlayer)!.rank)).toEqual([]);
    // Equal match points meet: the three winners' … four winners meet each other.
    const points = new Map(before.map((s) => [s.username, s.matchPoints]));
    for (const t of round2.pairings.filter((t) => t.players[1] !== null)) expect(points.get(t.players[0]!)).toBe(points.get(t.players[1]!));
    // No rematch.
    const met = new Set(round1.pairings.map((t) => [...t.players].sort().join("|")));
    for (const t of round2.pairings) expect(met.has([...t.players].sort().join("|"))).toBe(false);
    await json(await enter(2, [win(round2.pairings[0], true), { table: 2, result: "draw", games: [1, 1, 0] }, win(round2.pairings[2], false)]), 200);
  });

  it("pairs round 3 once though two requests come at the same time; its bye goes to someone who had none", async () => {
    const [first, second] = await Promise.all([pairRound(), pairRound()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const event = await getEvent();
    expect(event.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    const round3 = event.rounds[2];
    const byes = event.rounds.flatMap((r) => r.pairings.filter((t) => t.bye).map((t) => t.players[0]));
    expect(new Set(byes).size).toBe(2);
    const met = new Set(event.rounds.slice(0, 2).flatMap((r) => r.pairings.map((t) => [...t.players].sort().join("|"))));
    for (const t of round3.pairings) expect(met.has([...t.players].sort().join("|"))).toBe(false);
    await json(
      await enter(
        3,
        round3.pairings.filter((t) => !t.bye).map((t) => win(t, true)),
      ),
      200,
    );
  });

  it("gives standings by match points, then OMW% (each opponent at least 1/3); ties share a rank; the dropped player stays", async () => {
    const rows = await standings();
    expect(rows).toHaveLength(8);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.matchPoints).toBeGreaterThanOrEqual(b.matchPoints);
      if (a.matchPoints === b.matchPoints) expect(a.omw).toBeGreaterThanOrEqual(b.omw - 1e-12);
      if (a.matchPoints === b.matchPoints && Math.abs(a.omw - b.omw) < 1e-9 && a.gw === b.gw) expect(b.rank).toBe(a.rank);
      else expect(b.rank).toBe(i + 1);
    }
    for (const row of rows) if (row.played > row.byes) expect(row.omw).toBeGreaterThanOrEqual(1 / 3 - 1e-12);
    // Match points: 3 a win or bye, 1 a draw.
    for (const row of rows) expect(row.matchPoints).toBe(3 * row.wins + row.draws);
    expect(rows.reduce((n, r) => n + r.byes, 0)).toBe(2);
    expect(rows.filter((r) => r.dropped)).toHaveLength(1);
    expect(rows.find((r) => r.dropped)?.played).toBe(1);
  });

  it("plays a top cut of 4: 1–4 and 2–3, no draws, then the final; then the event has its winner", async () => {
    const swiss = await standings();
    const rows = swiss.filter((r) => !r.dropped);
    const cut = await json<RoundView>(await pairRound({ cut: 4 }), 201);
    expect(cut.kind).toBe("cut");
    expect(cut.pairings.map((t) => t.players)).toEqual([
      [rows[0].username, rows[3].username],
      [rows[1].username, rows[2].username],
    ]);
    expect((await enter(4, [{ table: 1, result: "draw" }])).status).toBe(400);
    await json(await enter(4, [win(cut.pairings[0], true), win(cut.pairings[1], false)]), 200);
    const final = await json<RoundView>(await pairRound(), 201);
    expect(final.pairings.map((t) => t.players)).toEqual([[rows[0].username, rows[2].username]]);
    await json(await enter(5, [win(final.pairings[0], false)]), 200);
    expect((await json<{ error: { code: string } }>(await pairRound(), 409)).error.code).toBe("EVENT_FINISHED");
    const event = await getEvent();
    expect(event).toMatchObject({ status: "finished", winner: rows[2].username, cutSize: 4 });
    // The top cut decides the winner; the Swiss standings stay as they were.
    expect(await standings()).toEqual(swiss);
  });

  it("prints every decklist, one a page with the player's name", async () => {
    const res = await decklistsPdfRoute(request("GET", `/api/v1/events/${eventId}/decklists.pdf`, { cookie: organizer.cookie }), p());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(await readShapes(pdf)).toHaveLength(8);
    const text = await extractText(pdf);
    for (const player of players) expect(text).toContain(player.username);
    expect(text).toContain("Cain Mournor");
    expect((await decklistsPdfRoute(request("GET", `/api/v1/events/${eventId}/decklists.pdf`, { cookie: players[0].cookie }), p())).status).toBe(403);
  });

  it("publishes: everyone reads the decklists, linked to decks their owners share; the game's page counts what was played", async () => {
    expect((await publishRoute(request("POST", `/api/v1/events/${eventId}/publish`, { cookie: players[0].cookie }), p())).status).toBe(403);
    await json(await publishRoute(request("POST", `/api/v1/events/${eventId}/publish`, { cookie: organizer.cookie }), p()), 200);
    const p3 = players[2];
    await putDeckRoute(
      request("PUT", `/api/v1/decks/${p3.deckId}`, { cookie: p3.cookie, json: { visibility: "public", version: 1 } }),
      params({ id: p3.deckId }),
    );
    const lists = await json<{ decklists: { username: string; deckId: string | null; list: string }[] }>(await decklists(), 200);
    expect(lists.decklists).toHaveLength(8);
    expect(lists.decklists.find((d) => d.username === "p3")?.deckId).toBe(p3.deckId);
    expect(lists.decklists.find((d) => d.username === "p1")?.deckId).toBeNull();
    const played = await playedAtEvents("dark-eden");
    expect(played).toMatchObject({ events: 1, decks: 8, identity: "commander" });
    // The Commander and the cards are catalog cards: each carries its code, for a link to its page.
    expect(played.identities[0]).toEqual({ name: "Cain Mournor", code: "cain-mournor", decks: 8, copies: 8 });
    expect(played.cards.find((c) => c.name === "Boot Camp")).toEqual({ name: "Boot Camp", code: "boot-camp", decks: 8, copies: 40 });
    expect(played.cards.every((c) => c.code !== null)).toBe(true);
  });
});
