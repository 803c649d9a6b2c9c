import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { GET as decklistsRoute } from "@/app/api/v1/events/[id]/decklists/route";
import { POST as roundsRoute } from "@/app/api/v1/events/[id]/rounds/route";
import { PUT as resultsRoute } from "@/app/api/v1/events/[id]/rounds/[n]/results/route";
import { GET as standingsRoute } from "@/app/api/v1/events/[id]/standings/route";
import { POST as dropRoute } from "@/app/api/v1/events/[id]/drop/route";
import { POST as finishRoute } from "@/app/api/v1/events/[id]/finish/route";
import { GET as logRoute } from "@/app/api/v1/events/[id]/log/route";
import { cutSizesFor } from "@/lib/events/cut-options";
import { deleteAccount } from "@/lib/accounts/settings";
import { registerUser } from "@/lib/accounts/service";
import { importCatalogFiles } from "@/lib/catalog/import";
import { createDeck } from "@/lib/decks/service";
import { listUpcomingEvents, type EventView, type RoundView } from "@/lib/events/service";
import type { StandingView } from "@/lib/events/rounds";

// The bugs issue 45 found, each fixed as CONTRACTS §9.1 says; run on SQLite and PostgreSQL.

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
const WORLD = {
  game: "battle-for-eden",
  set: { code: "fix-world", name: "Fix World" },
  civilizations: [{ code: "fix-folk", name: "Fix Folk" }],
  cards: [
    { code: "fix-scout", name: "Fix Scout", kind: "unit", civilization: "fix-folk", cost: 1 },
    { code: "fix-runner", name: "Fix Runner", kind: "unit", civilization: "fix-folk", cost: 1 },
  ],
};
const BFE_DECK = "game: battle-for-eden\ncivilization: fix-folk\n3 Small Energy Crystal\n1 Medium Energy Crystal\n2 Fix Scout\n1 Fix Runner\n";

interface Player {
  id: string;
  username: string;
  cookie: string;
}

let organizer: Player;
const soon = () => new Date(Date.now() + 3_600_000).toISOString();

async function body<T>(res: Response, status: number): Promise<T> {
  const b = await res.json();
  expect(res.status, JSON.stringify(b)).toBe(status);
  return b as T;
}
const p = (id: string) => params({ id });
const rp = (id: string, n: number) => params({ id, n: String(n) });

async function newEvent(game: string, name: string): Promise<string> {
  // One instant for both: registration may close at the start, never after it (two calls of the
  // clock could fall in different milliseconds).
  const startsAt = soon();
  const res = await createEventRoute(
    request("POST", "/api/v1/events", { cookie: organizer.cookie, json: { game, name, startsAt, registrationClosesAt: startsAt, visibility: "public" } }),
  );
  return (await body<EventView>(res, 201)).id;
}
async function player(username: string, list: string): Promise<Player & { deckId: string }> {
  const user = await registerUser({ username, password: `${username}'s long password` });
  const deck = await createDeck(user.id, { list, name: `${username} deck`, visibility: "private" });
  return { id: user.id, username, cookie: await sessionCookie({ id: user.id, username }), deckId: deck.id };
}
async function register(eventId: string, who: Player & { deckId: string }) {
  await body(
    await registerRoute(request("POST", `/api/v1/events/${eventId}/registrations`, { cookie: who.cookie, json: { deckId: who.deckId } }), p(eventId)),
    201,
  );
}
const pair = (eventId: string, json?: unknown) =>
  roundsRoute(request("POST", `/api/v1/events/${eventId}/rounds`, { cookie: organizer.cookie, json }), p(eventId));
const enter = (eventId: string, n: number, json: unknown) =>
  resultsRoute(request("PUT", `/api/v1/events/${eventId}/rounds/${n}/results`, { cookie: organizer.cookie, json }), rp(eventId, n));
const getEvent = async (eventId: string, cookie?: string) =>
  body<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie }), p(eventId)), 200);
const standings = async (eventId: string) =>
  (await body<{ standings: StandingView[] }>(await standingsRoute(request("GET", `/api/v1/events/${eventId}/standings`), p(eventId)), 200)).standings;

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId } = await catalogWithAliceAndBob();
  organizer = { id: aliceId, username: "alice", cookie: await sessionCookie({ id: aliceId, username: "alice" }) };
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-fix-world-"));
  writeFileSync(path.join(dir, "world.json"), JSON.stringify(WORLD));
  await importCatalogFiles([path.join(dir, "world.json")]);
});

describe("Battle for Eden placings (CONTRACTS §9.1 'Battle for Eden placings')", () => {
  it("refuses three players all placed 1st with 400 PLACINGS_INVALID naming the table, saves nothing; counts a 2nd place as a loss in W-L-D", async () => {
    const eventId = await newEvent("battle-for-eden", "Placings Night");
    const three = [await player("bfa", BFE_DECK), await player("bfb", BFE_DECK), await player("bfc", BFE_DECK)];
    for (const who of three) await register(eventId, who);
    const round = await body<RoundView>(await pair(eventId), 201);
    const seated = round.pairings[0].players as string[];
    expect(seated).toHaveLength(3);
    const refused = await body<{ error: { code: string; message: string } }>(
      await enter(eventId, 1, { results: [{ table: 1, placings: Object.fromEntries(seated.map((n) => [n, 1])) }] }),
      400,
    );
    expect(refused.error.code).toBe("PLACINGS_INVALID");
    expect(refused.error.message).toMatch(/Table 1/);
    // A name given twice in placing order is the same refusal.
    expect(
      (await body<{ error: { code: string } }>(await enter(eventId, 1, { results: [{ table: 1, result: [seated[0], seated[0], seated[1]] }] }), 400)).error
        .code,
    ).toBe("PLACINGS_INVALID");
    expect((await getEvent(eventId)).rounds[0].pairings[0].result).toBeNull();
    const placings = { [seated[2]]: 1, [seated[0]]: 2, [seated[1]]: 3 };
    const saved = await body<RoundView>(await enter(eventId, 1, { results: [{ table: 1, placings }] }), 200);
    expect(saved.pairings[0].result).toEqual([seated[2], seated[0], seated[1]]);
    const rows = new Map((await standings(eventId)).map((s) => [s.username, s]));
    expect(rows.get(seated[2])).toMatchObject({ matchPoints: 3, wins: 1, losses: 0, draws: 0, placings: [1] });
    expect(rows.get(seated[0])).toMatchObject({ matchPoints: 1, wins: 0, losses: 1, draws: 0, placings: [0, 1] });
    expect(rows.get(seated[1])).toMatchObject({ matchPoints: 0, wins: 0, losses: 1, draws: 0 });
  });
});

describe("a finished event (CONTRACTS §9.1 'Status', 'Finished events')", () => {
  let eventId: string;
  let five: (Player & { deckId: string })[];

  it("offers a top cut only as large as the players who have not dropped (5 players: Top 4, not Top 8)", async () => {
    eventId = await newEvent("dark-eden", "Short Open");
    five = [];
    for (const name of ["fa", "fb", "fc", "fd", "fe"]) five.push(await player(name, LEGAL.replace("name: Sixty General", `name: ${name} deck`)));
    for (const who of five) await register(eventId, who);
    const round = await body<RoundView>(await pair(eventId), 201);
    await body(await enter(eventId, 1, { results: round.pairings.filter((t) => !t.bye).map((t) => ({ table: t.table, result: "a" })) }), 200);
    expect(cutSizesFor("duel", 5)).toEqual([4]);
    expect(cutSizesFor("duel", 3)).toEqual([]);
    expect(cutSizesFor("table", 9)).toEqual([4]);
    expect((await body<{ error: { code: string } }>(await pair(eventId, { cut: 8 }), 409)).error.code).toBe("NOT_ENOUGH_PLAYERS");
  });

  it("is finished, not under way, once the organizer ends the Swiss; it leaves the upcoming list", async () => {
    expect((await getEvent(eventId)).status).toBe("under-way");
    expect(
      await body<{ status: string }>(await finishRoute(request("POST", `/api/v1/events/${eventId}/finish`, { cookie: five[0].cookie }), p(eventId)), 403),
    ).toBeTruthy();
    expect(await body(await finishRoute(request("POST", `/api/v1/events/${eventId}/finish`, { cookie: organizer.cookie }), p(eventId)), 200)).toEqual({
      status: "finished",
    });
    expect((await getEvent(eventId)).status).toBe("finished");
    expect((await listUpcomingEvents()).map((e) => e.id)).not.toContain(eventId);
    expect((await body<{ error: { code: string } }>(await pair(eventId), 409)).error.code).toBe("EVENT_FINISHED");
  });

  it("refuses a result change with 409 EVENT_FINISHED unless confirmed; the confirmed change is logged with who, before and after", async () => {
    const before = (await getEvent(eventId)).rounds[0].pairings[0];
    const refused = await body<{ error: { code: string } }>(await enter(eventId, 1, { results: [{ table: 1, result: "b" }] }), 409);
    expect(refused.error.code).toBe("EVENT_FINISHED");
    expect((await getEvent(eventId)).rounds[0].pairings[0].result).toBe("a");
    await body(await enter(eventId, 1, { results: [{ table: 1, result: "b" }], confirm: true }), 200);
    expect((await getEvent(eventId)).rounds[0].pairings[0].result).toBe("b");
    const log = await body<{ entries: { round: number; table: number; by: string; before: unknown; after: unknown; at: string }[] }>(
      await logRoute(request("GET", `/api/v1/events/${eventId}/log`, { cookie: organizer.cookie }), p(eventId)),
      200,
    );
    expect(log.entries[0]).toMatchObject({ round: 1, table: 1, by: "alice", before: "a", after: "b" });
    expect(log.entries.filter((e) => e.table === before.table)).toHaveLength(2);
    expect((await logRoute(request("GET", `/api/v1/events/${eventId}/log`, { cookie: five[0].cookie }), p(eventId))).status).toBe(403);
  });
});

describe("deleted accounts (CONTRACTS §9.1 'Deleted accounts')", () => {
  it("show as (deleted account) with no decklist; a new account with the freed name is a different player, and a drop by that name hits the new one", async () => {
    const eventId = await newEvent("dark-eden", "Name Cup");
    const gone = await player("reuse", LEGAL);
    await register(eventId, gone);
    await deleteAccount(gone.id, { password: "reuse's long password" });
    const again = await player("reuse", LEGAL.replace("name: Sixty General", "name: Second deck"));
    await register(eventId, again);
    const event = await getEvent(eventId, organizer.cookie);
    expect(event.players).toEqual(["(deleted account)", "reuse"]);
    expect(event.dropped).toEqual(["(deleted account)"]);
    const lists = await body<{ decklists: { username: string; list: string }[] }>(
      await decklistsRoute(request("GET", `/api/v1/events/${eventId}/decklists`, { cookie: organizer.cookie }), p(eventId)),
      200,
    );
    expect(lists.decklists.map((d) => d.username)).toEqual(["reuse"]);
    expect(lists.decklists[0].list).toMatch(/^commander: /m);
    const dropped = await body<EventView>(
      await dropRoute(request("POST", `/api/v1/events/${eventId}/drop`, { cookie: organizer.cookie, json: { username: "reuse" } }), p(eventId)),
      200,
    );
    expect(dropped.dropped).toEqual(["(deleted account)", "reuse"]);
    expect((await getEvent(eventId, again.cookie)).myRegistration).toMatchObject({ dropped: true });
  });
});
