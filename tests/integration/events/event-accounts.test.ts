import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/service";
import { createEvent, getEvent, registerForEvent } from "@/lib/events/service";
import { closeEventsOfDeletedAccount, eventDataForExport } from "@/lib/events/account-data";

// What the account export and deletion get of events (lib/events/account-data.ts).

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
let aliceId: string;
let bobId: string;
let eventId: string;

beforeAll(async () => {
  ({ aliceId, bobId } = await catalogWithAliceAndBob());
  const at = new Date(Date.now() + 3_600_000);
  eventId = (await createEvent(aliceId, { game: "dark-eden", name: "Export Cup", startsAt: at, registrationClosesAt: at, visibility: "public" })).id;
  const deck = await createDeck(bobId, { list: LEGAL, visibility: "private" });
  await registerForEvent(bobId, eventId, deck.id);
});

describe("events and accounts", () => {
  it("exports the events a user organizes and their registrations with the frozen lists", async () => {
    const alice = await eventDataForExport(await db(), aliceId);
    expect(alice.organized.map((e) => e.name)).toEqual(["Export Cup"]);
    const bob = await eventDataForExport(await db(), bobId);
    expect(bob.registrations).toHaveLength(1);
    expect(bob.registrations[0]).toMatchObject({ eventId, eventName: "Export Cup", legal: true, dropped: false });
    expect(bob.registrations[0].list).toMatch(/^commander: Cain Mournor$/m);
  });

  it("on deletion drops the user's registrations (their list removed) and cancels the events they organize, visibly", async () => {
    const client = await db();
    await client.$transaction(async (tx) => {
      await closeEventsOfDeletedAccount(tx, bobId);
      await closeEventsOfDeletedAccount(tx, aliceId);
    });
    const event = await getEvent(null, eventId);
    expect(event.status).toBe("cancelled");
    expect(event.registrationOpen).toBe(false);
    expect(event.dropped).toEqual(["(deleted account)"]); // CONTRACTS §9.1 "Deleted accounts"
    expect((await eventDataForExport(client, bobId)).registrations[0]).toMatchObject({ dropped: true, list: "" });
  });
});
