import { clientAddress } from "../auth/client-address";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { DomainError } from "../errors";
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
 */

export const ANONYMOUS_DECKLIST_PDFS: ThrottleRule = { name: "decklists-pdf-anon", windowMs: 60 * 60_000, limit: 30 };

export async function checkAnonymousDecklistsPdf(headers: Headers): Promise<void> {
  const counted = await hit(ANONYMOUS_DECKLIST_PDFS, clientAddress(headers));
  if (!counted.limited) return;
  const minutes = Math.ceil(counted.retryAfterSeconds / 60);
  throw new DomainError(
    "limit",
    "TOO_MANY_DECKLIST_PDFS",
    `At most ${ANONYMOUS_DECKLIST_PDFS.limit} decklist PDFs an hour can be fetched without signing in. Sign in, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    counted.retryAfterSeconds,
  ).saying("apiErrors.TOO_MANY_DECKLIST_PDFS", { limit: ANONYMOUS_DECKLIST_PDFS.limit, minutes });
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
  // The bytes as hexadecimal text: as a Bytes column they cost 8× as much to read (lib/db/sql).
  const [kept] = await queryRows<{ version: number | bigint; hex: string }>(client, statements().keptDecklistsPdf(id));
  if (kept && Number(kept.version) === event.listsVersion) {
    const pdf = Buffer.from(kept.hex, "hex");
    return { name: event.name, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), kept: true, version: event.listsVersion };
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
