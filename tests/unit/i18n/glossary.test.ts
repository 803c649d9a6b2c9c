import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allMessages, ROOT } from "./message-files";

interface Term {
  en: string;
  pl: { term: string; stem: string };
  es: { term: string; stem: string };
}
interface Glossary {
  games: Record<string, { rulebook: Record<string, string>; scopes: string[]; terms: Record<string, Term> }>;
}

const glossary: Glossary = JSON.parse(readFileSync(path.join(ROOT, "messages/glossary.json"), "utf8"));
const messages = allMessages();

/** The English term as a whole word, any case ("Commander", "commander's", "Commanders"). */
/** The message without its argument names (`{commander}` is a value, not the word). */
const prose = (text: string) => text.replace(/\{\s*[\w-]+\s*(?=[,}])/g, "{");
const englishTerm = (en: string) => new RegExp(`(^|[^\\p{L}])${en.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");

describe("game terms follow messages/glossary.json", () => {
  it("has terms for Dark Eden (Polish rulebook) and EDEN (Spanish rulebook)", () => {
    expect(glossary.games["dark-eden"].terms.commander.pl.term).toBe("Przywódca");
    expect(glossary.games["eden-skirmish"].terms.warband.es.term).toBe("banda");
    expect(glossary.games["eden-skirmish"].terms.combatant.es.term).toBe("combatiente");
  });

  it("every stem is a lower-case part of its term", () => {
    for (const game of Object.values(glossary.games)) {
      for (const [name, term] of Object.entries(game.terms)) {
        for (const l of ["pl", "es"] as const) expect(term[l].term.toLowerCase(), `${name} ${l}`).toContain(term[l].stem);
      }
    }
  });

  for (const [slug, game] of Object.entries(glossary.games)) {
    it(`${slug}: where the English message says a glossary term, the Polish and Spanish ones say the glossary's`, () => {
      const misses: string[] = [];
      for (const [key, text] of messages.en) {
        if (!game.scopes.some((s) => key.startsWith(s))) continue;
        for (const [name, term] of Object.entries(game.terms)) {
          if (!englishTerm(term.en).test(prose(text))) continue;
          for (const l of ["pl", "es"] as const) {
            const translated = messages[l].get(key) ?? "";
            if (!prose(translated).toLowerCase().includes(term[l].stem)) misses.push(`${l} ${key}: "${term[l].term}" (${name}) missing in "${translated}"`);
          }
        }
      }
      expect(misses).toEqual([]);
    });
  }
});
