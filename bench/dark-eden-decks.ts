/**
 * Distinct 60-card Dark Eden deck lists drawn from the real catalog (card-data/dark-eden), so a
 * validation bench measures real work on many decks, not a memo answering one deck again.
 * Most are built like a player's deck (one Commander, cards of its affiliation and General
 * cards, about 60 copies); some break rules on purpose: a second affiliation, six copies,
 * 59 cards, no Commander, beginner mode, a card by `[code]` or by its Polish name.
 */
import { makeRng, type Rng } from "../lib/engine/rng";
import type { BaseCard, CatalogCard } from "../lib/games/types";

type Card = CatalogCard<BaseCard> & { type?: string; affiliation?: string; names?: Record<string, string> };

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.nextInt(items.length)];
}

function reference(rng: Rng, card: Card): string {
  const roll = rng.nextInt(10);
  if (roll === 0) return `[${card.code}]`;
  if (roll === 1 && card.names?.pl) return card.names.pl;
  return card.name;
}

/** One deck list (text) for seed `i`. */
function deckList(rng: Rng, cards: readonly Card[], i: number): string {
  const commanders = cards.filter((c) => c.type === "commander");
  const commander = pick(rng, commanders);
  const own = cards.filter((c) => c.type !== "commander" && (c.affiliation === commander.affiliation || c.affiliation === "general"));
  const others = cards.filter((c) => c.type !== "commander");
  const flaw = rng.nextInt(8);
  const lines = ["game: dark-eden", `name: Generated deck ${i}`];
  if (flaw !== 1) lines.push(`commander: ${reference(rng, commander)}`);
  if (flaw === 2) lines.push("mode: beginner");
  const target = flaw === 3 ? 59 : 60 + rng.nextInt(6);
  const used = new Set<string>();
  let total = 0;
  while (total < target) {
    const card = flaw === 4 && rng.nextInt(4) === 0 ? pick(rng, others) : pick(rng, own);
    if (used.has(card.code)) continue;
    used.add(card.code);
    const max = flaw === 5 && used.size === 1 ? 6 : 5;
    const copies = Math.min(target - total, 1 + rng.nextInt(max));
    total += copies;
    lines.push(`${copies} ${reference(rng, card)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** `count` distinct deck lists from `cards`, the same for the same seed. */
export function darkEdenDeckLists(cards: readonly CatalogCard<BaseCard>[], count: number, seed = "dark-eden-bench"): string[] {
  const rng = makeRng(seed);
  return Array.from({ length: count }, (_, i) => deckList(rng, cards as readonly Card[], i));
}
