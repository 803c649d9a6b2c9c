/**
 * Battle for Eden goldfish fixture: the rules' starting deck ("Conquest ▶ Setup": 3 Small and
 * 1 Medium Energy Crystal, 3 cost-1 units) of the fixture civilization, prepared for the goldfish.
 */
import { type CardIndex, resolveList } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import type { BfeCard } from "@/lib/games/battle-for-eden/card";
import { bfeGoldfish, type BfeGoldfishInput } from "@/lib/games/battle-for-eden/goldfish";
import { catalog } from "../games/battle-for-eden/fixtures";

export const STARTING =
  "game: battle-for-eden\ncivilization: fixture-sky\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Fixture Scout\n1 Fixture Runner\n1 Fixture Sentry\n";

/** A deck list resolved against `cards` (the fixture catalog unless told) and prepared for the goldfish. */
export function inputFrom(list: string, cards: CardIndex<BfeCard> = catalog): BfeGoldfishInput {
  const parsed = parseDeckList(list);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList<BfeCard>(parsed.value, cards, ["main"]);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const prepared = bfeGoldfish.prepare(resolved.value);
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared.input;
}
