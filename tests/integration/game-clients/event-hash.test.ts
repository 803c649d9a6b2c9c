import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { extractText } from "../../support/pdf-inspect";
import { POST as createEventRoute } from "@/app/api/v1/events/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { POST as registerRoute } from "@/app/api/v1/events/[id]/registrations/route";
import { GET as decklistsRoute } from "@/app/api/v1/events/[id]/decklists/route";
import { GET as decklistsPdfRoute } from "@/app/api/v1/events/[id]/decklists.pdf/route";
import { GET as deckRoute, PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { createDeck } from "@/lib/decks/service";
import type { EventView, MyRegistration } from "@/lib/events/service";

// CONTRACTS §10 "Deck hash" (docs/contracts.md): "a registration freezes it; the decklists PDF
// prints it". The hash on a registration is the deck's `cockatriceHash` when it was registered;
// editing the deck afterwards changes the deck's hash but not the registration's (CONTRACTS §9: the
// list is frozen); registering again replaces both; the organizer reads it in GET …/decklists
// and on each list's page of the decklists PDF (read back as text).

const LEGAL = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");

let organizerCookie: string;
let bob: { id: string; cookie: string };
let deckId: string;
let eventId: string;

const json = async <T>(res: Response, status: number): Promise<T> => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
};
const p = () => params({ id: eventId });
const deckHash = async () =>
  await json<{ cockatriceHash: string; version: number }>(
    await deckRoute(request("GET", `/api/v1/decks/${deckId}`, { cookie: bob.cookie }), params({ id: deckId })),
    200,
  );
const register = async () =>
  json<MyRegistration>(await registerRoute(request("POST", `/api/v1/events/${eventId}/registrations`, { cookie: bob.cookie, json: { deckId } }), p()), 201);
const organizerLists = async () =>
  json<{ decklists: { username: string; cockatriceHash: string | null; list: string }[] }>(
    await decklistsRoute(request("GET", `/api/v1/events/${eventId}/decklists`, { cookie: organizerCookie }), p()),
    200,
  );
async function pdfText(): Promise<string> {
  const res = await decklistsPdfRoute(request("GET", `/api/v1/events/${eventId}/decklists.pdf`, { cookie: organizerCookie }), p());
  expect(res.status).toBe(200);
  return extractText(new Uint8Array(await res.arrayBuffer()));
}
async function editDeck(list: string) {
  const { version } = await deckHash();
  const put = await putDeckRoute(request("PUT", `/api/v1/decks/${deckId}`, { cookie: bob.cookie, json: { list, version } }), params({ id: deckId }));
  expect(put.status).toBe(200);
}

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId, bobId } = await catalogWithAliceAndBob();
  organizerCookie = await sessionCookie({ id: aliceId, username: "alice" });
  bob = { id: bobId, cookie: await sessionCookie({ id: bobId, username: "bob" }) };
  deckId = (await createDeck(bobId, { list: LEGAL, visibility: "private" })).id;
  const closes = new Date(Date.now() + 3_600_000).toISOString();
  const event = await json<EventView>(
    await createEventRoute(
      request("POST", "/api/v1/events", {
        cookie: organizerCookie,
        json: { game: "dark-eden", name: "Hash Cup", startsAt: closes, registrationClosesAt: closes, visibility: "public", format: "standard" },
      }),
    ),
    201,
  );
  eventId = event.id;
});

describe("the deck hash on event registrations and the decklists PDF (CONTRACTS §10, §9)", () => {
  let registered: string;

  it("a registration carries the deck's cockatriceHash as it was when registered", async () => {
    const { cockatriceHash } = await deckHash();
    expect(cockatriceHash).toMatch(/^[0-9a-v]{8}$/);
    const mine = await register();
    expect(mine.cockatriceHash).toBe(cockatriceHash);
    registered = cockatriceHash;
    const event = await json<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie: bob.cookie }), p()), 200);
    expect(event.myRegistration?.cockatriceHash).toBe(registered);
    // The organizer sees it with the list; the PDF prints it on the list's page.
    const lists = await organizerLists();
    expect(lists.decklists).toEqual([expect.objectContaining({ username: "bob", cockatriceHash: registered })]);
    const text = await pdfText();
    expect(text).toContain("bob");
    expect(text).toContain(`Cockatrice deck hash: ${registered}`);
  });

  let edited: string;

  it("stays as registered when the deck is edited afterwards (frozen)", async () => {
    // Still a legal deck of 60 general cards: one Boot Camp swapped for a Hospital.
    await editDeck(LEGAL.replace(/^5 Boot Camp$/m, "4 Boot Camp\n1 Hospital"));
    edited = (await deckHash()).cockatriceHash;
    expect(edited).toMatch(/^[0-9a-v]{8}$/);
    expect(edited).not.toBe(registered);
    const event = await json<EventView>(await eventRoute(request("GET", `/api/v1/events/${eventId}`, { cookie: bob.cookie }), p()), 200);
    expect(event.myRegistration?.cockatriceHash).toBe(registered);
    expect((await organizerLists()).decklists[0].cockatriceHash).toBe(registered);
    const text = await pdfText();
    expect(text).toContain(`Cockatrice deck hash: ${registered}`);
    expect(text).not.toContain(edited);
  });

  it("registering the edited deck again replaces the hash, in the API and in the PDF made anew", async () => {
    const again = await register();
    expect(again.cockatriceHash).toBe(edited);
    expect((await organizerLists()).decklists[0]).toMatchObject({ cockatriceHash: edited, list: expect.stringMatching(/^1 Hospital$/m) });
    const text = await pdfText();
    expect(text).toContain(`Cockatrice deck hash: ${edited}`);
    expect(text).not.toContain(registered);
  });
});
