/**
 * Cockatrice's deck hash (CONTRACTS §10, docs/contracts.md), so an organizer can check that the
 * deck a player loaded online is the deck registered here. As Cockatrice computes it
 * (libcockatrice deck_list_node_tree.cpp, `DecklistNodeTree::computeDeckHash`): every copy of
 * every card of the zones `main` and `side`, its name in lower case, `SB:` before those of
 * `side`; sorted; joined with `;`; SHA-1 of the UTF-8 bytes; the first 5 bytes as a big-endian
 * number in base 32 (`0-9a-v`), left-padded with `0` to 8 characters. Other zones do not count.
 * Pure: no I/O.
 */
import { createHash } from "node:crypto";

export interface ZonedCard {
  /** The `.cod` zone: `main`, `side`, or one of the zones of cards kept outside the play deck. */
  zone: string;
  /** The card's name exactly as the Cockatrice card database (and the `.cod`) write it. */
  name: string;
  quantity: number;
}

/** The zones the hash reads, with the prefix each copy gets. */
const HASHED: Readonly<Record<string, string>> = { main: "", side: "SB:" };

export function cockatriceHash(cards: readonly ZonedCard[]): string {
  const items: string[] = [];
  for (const card of cards) {
    const prefix = HASHED[card.zone];
    if (prefix === undefined) continue;
    const lower = card.name.toLowerCase();
    for (let i = 0; i < card.quantity; i++) items.push(prefix + lower);
  }
  // Qt's QStringList::sort compares UTF-16 code units, as Array#sort does.
  items.sort();
  const digest = createHash("sha1")
    .update(Buffer.from(items.join(";"), "utf8"))
    .digest();
  let number = 0n;
  for (let i = 0; i < 5; i++) number = (number << 8n) | BigInt(digest[i]);
  return number.toString(32).padStart(8, "0");
}
