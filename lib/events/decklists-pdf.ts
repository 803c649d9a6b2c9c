import "server-only";
import { clientAddress } from "../auth/client-address";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { refusal } from "../errors";
import { getDecklists } from "./service";
import { decklistsPdf } from "./print";
import { hit, type ThrottleRule } from "../quotas";

/**
 * The decklists PDF, made once per version of what it prints and kept (issue 45: a 300-player
 * event's PDF took 0.75–2 s to render on every request). The event's `listsVersion` moves with
 * every registration change (a registration, a drop, a deleted account, publishing); the kept
 * copy (EventDecklistsPdf, in the database, so every server shares it) is served while its
 * version equals the event's and made again once it moves. Who may read it is checked first,
 * as for GET …/decklists. Without a session, at most ANONYMOUS_DECKLIST_PDFS an hour per
 * address, as for proxy sheets.
 *
 * One render of a version at a time, whichever server is asked: the request that takes the
 * version's lease (RENDER_LEASE, a throttle row: one upsert, atomic on both engines) renders;
 * the others, arriving meanwhile, wait for the kept copy (a cheap read every POLL_MS) for up to
 * WAIT_MS, and render themselves only if it has not come (the renderer's server died). Without
 * this, every request arriving during the first render rendered too: 6 of 6 in the bench.
 */

export const ANONYMOUS_DECKLIST_PDFS: ThrottleRule = { name: "decklists-pdf-anon", windowMs: 60 * 60_000, limit: 30 };

export async function checkAnonymousDecklistsPdf(headers: Headers): Promise<void> {
  const counted = await hit(ANONYMOUS_DECKLIST_PDFS, clientAddress(headers));
  if (!counted.limited) return;
  const minutes = Math.ceil(counted.retryAfterSeconds / 60);
  throw refusal("limit", "TOO_MANY_DECKLIST_PDFS", { limit: ANONYMOUS_DECKLIST_PDFS.limit, minutes }, { retryAfterSeconds: counted.retryAfterSeconds });
}

const RENDER_LEASE: ThrottleRule = { name: "decklists-pdf-render", windowMs: 60_000, limit: 1 };
const WAIT_MS = 20_000;
const POLL_MS = 250;

/** The kept copy, if its version is `version` or newer. */
async function keptCopy(client: Awaited<ReturnType<typeof db>>, id: string, version: number): Promise<{ pdf: Uint8Array; version: number } | null> {
  // The bytes as hexadecimal text: as a Bytes column they cost 8× as much to read (lib/db/sql).
  const [kept] = await queryRows<{ version: number | bigint; hex: string }>(client, statements().keptDecklistsPdf(id));
  if (!kept || Number(kept.version) < version) return null;
  const pdf = Buffer.from(kept.hex, "hex");
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), version: Number(kept.version) };
}

/** Waits for another request's render of `version` (or a newer one): null after WAIT_MS. */
async function awaitRender(client: Awaited<ReturnType<typeof db>>, id: string, version: number): Promise<{ pdf: Uint8Array; version: number } | null> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const row = await client.eventDecklistsPdf.findUnique({ where: { eventId: id }, select: { version: true } });
    if (row && row.version >= version) return keptCopy(client, id, version);
  }
  return null;
}

export async function keptDecklistsPdf(actorId: string | null, id: string): Promise<{ name: string; pdf: Uint8Array; kept: boolean; version: number }> {
  const client = await db();
  const event = await client.event.findUnique({
    where: { id },
    select: { name: true, listsVersion: true, organizerId: true, publishedAt: true },
  });
  // Anyone but the organizer before publishing: the refusal GET …/decklists gives (403, or 404).
  if (!event || (event.organizerId !== actorId && event.publishedAt === null)) await getDecklists(actorId, id);
  if (!event) throw new Error("unreachable");
  const kept = await keptCopy(client, id, event.listsVersion);
  if (kept) return { name: event.name, ...kept, kept: true };
  if ((await hit(RENDER_LEASE, `${id}:${event.listsVersion}`)).limited) {
    const made = await awaitRender(client, id, event.listsVersion);
    if (made) return { name: event.name, ...made, kept: true };
  }
  const { name, pdf } = await decklistsPdf(actorId, id);
  // Kept under the version read before rendering: a change meanwhile moved it, so the next request renders again.
  await client.eventDecklistsPdf.upsert({
    where: { eventId: id },
    create: { eventId: id, version: event.listsVersion, bytes: Buffer.from(pdf) },
    update: { version: event.listsVersion, bytes: Buffer.from(pdf), createdAt: new Date() },
  });
  return { name, pdf, kept: false, version: event.listsVersion };
}
