import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { POST as publishRoute } from "@/app/api/v1/events/[id]/publish/route";
import { POST as dropRoute } from "@/app/api/v1/events/[id]/drop/route";
import { GET as pdfRoute } from "@/app/api/v1/events/[id]/decklists.pdf/route";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";
import type { EventView } from "@/lib/events/service";

// The decklists PDF made once per version (issue 45, item 6): parallel first requests after the
// lists changed make it once; the others wait for that copy (docs/events.md). Runs on SQLite and
// PostgreSQL.

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
let organizer: string;
let eventId: string;
const players: { cookie: string }[] = [];

async function body<T>(res: Response, status: number): Promise<T> {
  const b = await res.json();
  expect(res.status, JSON.stringify(b)).toBe(status);
  return b as T;
}
const p = () => params({ id: eventId });
const post = (path: string, cookie: string, json?: unknown) => request("POST", `/api/v1/events/${eventId}${path}`, { cookie, json });

/** `count` parallel requests of the PDF by the organizer: each answer's X-Decklists-Kept and bytes. */
async function parallel(count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, () => pdfRoute(request("GET", `/api/v1/events/${eventId}/decklists.pdf`, { cookie: organizer }), p())),
  );
  return Promise.all(
    answers.map(async (res) => ({
      status: res.status,
      kept: res.headers.get("x-decklists-kept"),
      version: res.headers.get("x-decklists-version"),
      bytes: Buffer.from(await res.arrayBuffer()),
    })),
  );
}

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId } = await catalogWithAliceAndBob();
  organizer = await sessionCookie({ id: aliceId, username: "alice" });
  const at = new Date(Date.now() + 3_600_000).toISOString();
  eventId = (
    await body<EventView>(
      await createEventRoute(
        request("POST", "/api/v1/events", { cookie: organizer, json: { game: "dark-eden", name: "Print Night", startsAt: at, registrationClosesAt: at } }),
      ),
      201,
    )
  ).id;
  for (const username of ["printone", "printtwo", "printthree"]) {
    const user = await registerUser({ username, password: `${username}'s long password` });
    const deck = await createDeck(user.id, { list: LEGAL, name: `${username} deck`, visibility: "private" });
    const cookie = await sessionCookie({ id: user.id, username });
    players.push({ cookie });
    await body(await registerRoute(post("/registrations", cookie, { deckId: deck.id }), p()), 201);
  }
  await body(await publishRoute(post("/publish", organizer), p()), 200);
});

describe("the decklists PDF is made once per version, however many ask at once", () => {
  it("parallel first requests: one makes it, the others are answered with that copy", async () => {
    const answers = await parallel(4);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.kept === "0")).toHaveLength(1);
    expect(new Set(answers.map((a) => a.version)).size).toBe(1);
    for (const a of answers) expect(a.bytes.equals(answers[0].bytes)).toBe(true);
    expect(answers[0].bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("after a registration change, parallel requests make the new version once", async () => {
    const before = (await parallel(1))[0];
    expect(before.kept).toBe("1");
    await body(await dropRoute(post("/drop", players[2].cookie), p()), 200);
    const answers = await parallel(3);
    expect(answers.filter((a) => a.kept === "0")).toHaveLength(1);
    expect(Number(answers[0].version)).toBeGreaterThan(Number(before.version));
    for (const a of answers) expect(a.bytes.equals(answers[0].bytes)).toBe(true);
  });
});
