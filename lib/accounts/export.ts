import "server-only";
import { db, type Db } from "../db/client";
import { moderationNotesAbout, reportsMade } from "../moderation/privacy";
import { getCollection } from "../collection/service";
import { refusal } from "../errors";
import { exportSet } from "../sets/service";
import { ACCOUNT_EXPORT, hit } from "../quotas/throttle";
import { eventDataForExport } from "../events/account-data";
import { tradeDataForExport } from "../trade/offers";

/**
 * `GET /api/v1/account/export` (CONTRACTS §5): one JSON document with everything an account
 * owns. The document is built from a list of sections, one per kind of data, each a function
 * of the owner's id that reads that owner's rows only. A feature that stores something a
 * player owns adds its section to EXPORT_SECTIONS (and its step to DELETION_STEPS in
 * account-deletion.ts): the tests check that every section appears and holds nothing of
 * anyone else's.
 */
export interface ExportSection {
  /** The document's key for this section. */
  key: string;
  build(client: Db, ownerId: string): Promise<unknown>;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** The account itself: name, when it was made, its interface language. Never the password hash. */
const account: ExportSection = {
  key: "account",
  async build(client, ownerId) {
    const user = await client.user.findUniqueOrThrow({ where: { id: ownerId }, select: { id: true, username: true, createdAt: true, locale: true } });
    return { id: user.id, username: user.username, createdAt: user.createdAt.toISOString(), locale: user.locale };
  },
};

/** Decks and warbands, each with its current list (CONTRACTS §2 text) and every saved version. */
const decks: ExportSection = {
  key: "decks",
  async build(client, ownerId) {
    const rows = await client.deck.findMany({
      where: { ownerId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        gameSlug: true,
        name: true,
        visibility: true,
        version: true,
        legal: true,
        createdAt: true,
        updatedAt: true,
        versions: { orderBy: { version: "asc" }, select: { version: true, name: true, list: true, createdAt: true } },
        maps: { where: { edenMap: { ownerId } }, select: { mapId: true } },
      },
    });
    return rows.map((d) => ({
      id: d.id,
      game: d.gameSlug,
      name: d.name,
      visibility: d.visibility,
      version: d.version,
      legal: d.legal,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
      list: d.versions.at(-1)?.list ?? "",
      // Linked maps: the owner's own only (a link to someone else's map is theirs to share).
      maps: d.maps.map((m) => m.mapId),
      versions: d.versions.map((v) => ({ version: v.version, name: v.name, list: v.list, createdAt: v.createdAt.toISOString() })),
    }));
  },
};

/** Owned, wanted and for-trade counts of every card (the collection CSV's rows as JSON). */
const collection: ExportSection = {
  key: "collection",
  build: (_client, ownerId) => getCollection(ownerId),
};

/** What a saved document (a set, a map) is in the export besides its content: the same fields for each. */
const documentFields = { id: true, name: true, visibility: true, version: true, createdAt: true, updatedAt: true } as const;

function documentOf(d: { id: string; name: string; visibility: string; version: number; createdAt: Date; updatedAt: Date }) {
  return { id: d.id, name: d.name, visibility: d.visibility, version: d.version, createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString() };
}

/**
 * Player-made sets: each as the §6 catalog file (what POST /api/v1/sets/import takes back),
 * with every saved version and the cards' art as base64.
 */
const sets: ExportSection = {
  key: "sets",
  async build(client, ownerId) {
    const rows = await client.playerSet.findMany({
      where: { ownerId },
      orderBy: { createdAt: "asc" },
      select: { ...documentFields, versions: { orderBy: { version: "asc" }, select: { version: true, name: true, file: true, createdAt: true } } },
    });
    const out = [];
    for (const set of rows) {
      const { file } = await exportSet(ownerId, set.id);
      const art = await client.cardArt.findMany({
        where: { setId: set.id, set: { ownerId } },
        orderBy: { cardCode: "asc" },
        select: { cardCode: true, mime: true, width: true, height: true, bytes: true },
      });
      out.push({
        ...documentOf(set),
        file,
        art: art.map((a) => ({ card: a.cardCode, mime: a.mime, width: a.width, height: a.height, base64: Buffer.from(a.bytes).toString("base64") })),
        versions: set.versions.map((v) => ({ version: v.version, name: v.name, file: parsed(v.file), createdAt: v.createdAt.toISOString() })),
      });
    }
    return out;
  },
};

/** Battle for Eden maps: each map file (CONTRACTS §4) with every saved version. */
const maps: ExportSection = {
  key: "maps",
  async build(client, ownerId) {
    const rows = await client.edenMap.findMany({
      where: { ownerId },
      orderBy: { createdAt: "asc" },
      select: {
        ...documentFields,
        legal: true,
        map: true,
        versions: { orderBy: { version: "asc" }, select: { version: true, name: true, map: true, createdAt: true } },
      },
    });
    return rows.map((m) => ({
      ...documentOf(m),
      legal: m.legal,
      map: parsed(m.map),
      versions: m.versions.map((v) => ({ version: v.version, name: v.name, map: parsed(v.map), createdAt: v.createdAt.toISOString() })),
    }));
  },
};

/**
 * Every section of the export, in the document's order. Trading (`tradeOffers`: offers sent
 * and received) and events (`eventRegistrations`: the caller's registrations with their frozen
 * lists, and the events they organize) add theirs here.
 */
/** Trade offers sent and received, with their cards and history (CONTRACTS §8). */
const tradeOffers: ExportSection = {
  key: "tradeOffers",
  build: async (client, ownerId) => (await tradeDataForExport(client, ownerId)).offers,
};

/** The binder's setting and the players this account blocked. */
const tradeBinder: ExportSection = {
  key: "tradeBinder",
  async build(client, ownerId) {
    const { binder, blocked } = await tradeDataForExport(client, ownerId);
    return { public: binder.public, blocked };
  },
};

/** Events organized, and registrations with the lists frozen at registration (CONTRACTS §9). */
const eventRegistrations: ExportSection = {
  key: "eventRegistrations",
  build: async (client, ownerId) => (await eventDataForExport(client, ownerId)).registrations,
};

const eventsOrganized: ExportSection = {
  key: "eventsOrganized",
  build: async (client, ownerId) => (await eventDataForExport(client, ownerId)).organized,
};

/** The reports this account made (CONTRACTS §12). */
const reports: ExportSection = { key: "reportsMade", build: reportsMade };

/** Moderators' actions about this account and their notes (CONTRACTS §12). */
const moderationNotes: ExportSection = { key: "moderationNotes", build: moderationNotesAbout };

export const EXPORT_SECTIONS: ExportSection[] = [
  account,
  decks,
  collection,
  sets,
  maps,
  tradeBinder,
  tradeOffers,
  eventsOrganized,
  eventRegistrations,
  reports,
  moderationNotes,
];

export const EXPORT_FORMAT = "edenkeep-account-export";

/**
 * The export document of the caller's account: `{format, version, exportedAt, <section>…}`.
 * At most ACCOUNT_EXPORT.limit an hour per account (each reads all the account's art): 429.
 */
export async function exportAccount(ownerId: string, now = new Date()): Promise<Record<string, unknown>> {
  const throttled = await hit(ACCOUNT_EXPORT, ownerId);
  if (throttled.limited) {
    const minutes = Math.ceil(throttled.retryAfterSeconds / 60);
    throw refusal("limit", "TOO_MANY_EXPORTS", { limit: ACCOUNT_EXPORT.limit, minutes }, { retryAfterSeconds: throttled.retryAfterSeconds });
  }
  const client = await db();
  const document: Record<string, unknown> = { format: EXPORT_FORMAT, version: 1, exportedAt: now.toISOString() };
  for (const section of EXPORT_SECTIONS) document[section.key] = await section.build(client, ownerId);
  return document;
}
