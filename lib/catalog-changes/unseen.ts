import "server-only";
import { db } from "../db/client";
import { DECKS_PER_USER } from "../quotas";

/**
 * The owner's decks using cards the catalog changed since the owner last saw them (CONTRACTS
 * §11): what the header's badge counts and the list of my decks marks. A deck's `changesSeen`
 * is the catalog version up to which its owner has seen them (its save, or opening its page).
 * Three bounded reads, none when no change is newer than the least-seen deck.
 */
export async function decksWithUnseenChanges(ownerId: string): Promise<Set<string>> {
  const client = await db();
  const least = await client.deck.aggregate({ where: { ownerId }, _min: { changesSeen: true } });
  const since = least._min.changesSeen;
  if (since === null) return new Set();
  const changes = await client.catalogChange.findMany({
    where: { version: { gt: since } },
    select: { gameSlug: true, code: true, version: true },
    orderBy: { version: "desc" },
  });
  if (changes.length === 0) return new Set();
  // The newest version that changed each card, by game.
  const newest = new Map<string, number>();
  for (const c of changes) if (!newest.has(`${c.gameSlug}/${c.code}`)) newest.set(`${c.gameSlug}/${c.code}`, c.version);
  const codes = [...new Set(changes.map((c) => c.code))];
  const decks = await client.deck.findMany({
    where: { ownerId, changesSeen: { lt: changes[0].version } },
    select: { id: true, gameSlug: true, changesSeen: true, entries: { where: { cardCode: { in: codes } }, select: { cardCode: true } } },
    take: DECKS_PER_USER,
  });
  return new Set(decks.filter((d) => d.entries.some((e) => (newest.get(`${d.gameSlug}/${e.cardCode}`) ?? 0) > d.changesSeen)).map((d) => d.id));
}
