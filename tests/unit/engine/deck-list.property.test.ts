import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDeckList, serializeDeckList } from "@/lib/engine/deck-list";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import { LIMITS } from "@/lib/engine/limits";
import type { CatalogCard } from "@/lib/games/types";

// CONTRACTS §2: "Export writes the same format, so export → import is lossless."
const code = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/);
const name = fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzÓóŁłŻżÛû -'#[]:0123456789xX".split("")) });
const card = fc.record({ code, name, pl: fc.option(name, { nil: undefined }) });
const section = fc.constantFrom("main", "missions", "tactics", "side-board");
const headerKey = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).filter((k) => k !== "game" && k !== "name");
const headerValue = fc
  .string({ minLength: 1, maxLength: 30, unit: fc.constantFrom(..."abcxyz ÓŁ0123456789:%-".split("")) })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

describe("deck-list export∘import (CONTRACTS §2)", () => {
  it("reads back every exported deck to the same headers and entries", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(card, { minLength: 1, maxLength: 25, selector: (c) => c.code }),
        fc.array(fc.tuple(fc.nat(24), fc.integer({ min: 1, max: LIMITS.copiesPerLine }), section), { minLength: 0, maxLength: 40 }),
        fc.dictionary(headerKey, headerValue, { maxKeys: 4 }),
        (cards, lines, headers) => {
          const catalog: CatalogCard[] = cards.map((c) => ({ code: c.code, name: c.name, names: c.pl ? { pl: c.pl } : undefined, set: "s" }));
          const index = new CardIndex(catalog);
          const entries = lines.map(([i, quantity, sec]) => ({ card: catalog[i % catalog.length], quantity, section: sec }));
          // Lists stay within the copies a list may hold; a card above the copies per line is written over several lines.
          let copies = 0;
          const kept = entries.filter((e) => {
            if (copies + e.quantity > LIMITS.copiesPerList) return false;
            copies += e.quantity;
            return copies > 0;
          });
          const merged = new Map<string, number>();
          for (const e of kept) merged.set(`${e.section}/${e.card.code}`, (merged.get(`${e.section}/${e.card.code}`) ?? 0) + e.quantity);

          const text = serializeDeckList(
            headers,
            kept.map((e) => ({ quantity: e.quantity, code: e.card.code, name: e.card.name, section: e.section })),
            { nameResolvesTo: (n, c) => index.nameResolvesTo(n, c) },
          );
          const parsed = parseDeckList(text);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          const deck = resolveList(parsed.value, index);
          expect(deck.ok).toBe(true);
          if (!deck.ok) return;
          expect(deck.value.headers).toEqual(headers);
          const got = new Map(deck.value.entries.map((e) => [`${e.section}/${e.card.code}`, e.quantity]));
          expect(got).toEqual(merged);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary text: it answers with a parsed list or an error naming a line", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const parsed = parseDeckList(text);
        if (!parsed.ok) expect(parsed.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
