import "server-only";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { eventPlay } from "../games/events";
import type { GameSlug } from "../games/types";
import { notFound } from "../errors";
import { gameOf, loadEvent, roundRecords, shownNames, statusOf, winnerOf } from "./service";
import { entrantsOf } from "./rounds";
import { computeStandings } from "./tournament";

/**
 * `/u/<username>/events` (issue 45 "A player's history"): the public events a player played
 * (a round paired), newest first, with where they placed: 1st for the cut's winner, else their
 * rank in the Swiss standings of the published rounds. Unlisted and cancelled events stay out;
 * a deleted account's registrations belong to nobody (a new account of the name starts afresh).
 */

const SHOWN = 50;

export interface PlayedEvent {
  id: string;
  name: string;
  game: GameSlug;
  startsAt: string;
  status: string;
  players: number;
  rank: number | null;
  winner: boolean;
  dropped: boolean;
}

export async function playerHistory(username: string): Promise<{ username: string; events: PlayedEvent[] }> {
  const client = await db();
  const [user] = await queryRows<{ id: string; username: string }>(client, statements().userByName(username));
  if (!user) throw notFound("player");
  const regs = await client.eventRegistration.findMany({
    where: { userId: user.id, accountDeletedAt: null, event: { visibility: "public", cancelledAt: null, roundCount: { gt: 0 } } },
    orderBy: { event: { startsAt: "desc" } },
    take: SHOWN,
    select: { id: true, eventId: true, droppedAt: true },
  });
  const events: PlayedEvent[] = [];
  for (const reg of regs) {
    const row = await loadEvent(client, reg.eventId);
    const rounds = roundRecords(row, "published");
    const standings = computeStandings(entrantsOf(row), rounds, eventPlay(gameOf(row)).tieBreakers);
    const winnerId = winnerOf(row, rounds);
    events.push({
      id: row.id,
      name: row.name,
      game: gameOf(row),
      startsAt: row.startsAt.toISOString(),
      status: statusOf(row, winnerId ? (shownNames(row).get(winnerId) ?? null) : null),
      players: row.registrations.length,
      rank: winnerId === reg.id ? 1 : (standings.find((s) => s.id === reg.id)?.rank ?? null),
      winner: winnerId === reg.id,
      dropped: reg.droppedAt !== null,
    });
  }
  return { username: user.username, events };
}
