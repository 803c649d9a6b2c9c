/**
 * Gardener of Thoughts attribute findings (GOT CGS rules, "Cards ▶ Attributes") in the reader's
 * language: the parser gives each finding a key and values beside its English message
 * (lib/games/got-cgs/attributes/ast.ts `words`); the designer and the era deck's GOT_ATTR_*
 * messages say them from gotAttributes.json. The English message is the parser's own text.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { parseAttributes } from "@/lib/games/got-cgs/attributes";
import { attributeDiagnostics } from "@/lib/games/got-cgs/design/diagnostics";
import { localizeValidation } from "@/lib/decks/validation-text";
import { gotCgs } from "@/lib/games/got-cgs";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import { eraDeck, fixtureCard } from "../games/got-cgs/fixtures";

const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale), namespace: "gotAttributes" });
const say = (locale: Locale, p: { key: string; values?: Record<string, string | number> }) => translator(locale)(p.key as never, p.values as never);

const FAULTY = [
  'Type "Adventure"',
  'Type "Support"',
  'Roleplay "Fight"',
  "AdventureCosts",
  '    Crew "x"',
  "Foo",
  "Crew.Gold.X 1",
  '"text"',
  "Subtype fighter",
  "Crew 1 2",
  "Crew -3",
  "Feats",
  "Sway 1.5",
  "Lore 1 / ",
  "AdventureResources",
  "    Crew 1",
  "    Crew 2",
  "Name é$ 1",
].join("\n");

describe('GOT CGS "Cards ▶ Attributes" findings in every language', () => {
  const problems = parseAttributes(FAULTY).problems;

  it("a faulty text gives findings of many kinds", () => {
    expect(new Set(problems.map((p) => p.key)).size).toBeGreaterThanOrEqual(8);
  });

  it("every finding's key is in en, pl and es, and the English message is the parser's own text", () => {
    for (const locale of ["en", "pl", "es"] as const)
      for (const p of problems) expect(translator(locale).has(p.key as never), `${locale}: ${p.key}`).toBe(true);
    for (const p of problems) expect(say("en", p)).toBe(p.message);
  });

  it("a second Type reads in Polish and Spanish", () => {
    const duplicate = problems.find((p) => p.key === "duplicateAttribute")!;
    expect(duplicate.message).toBe("the attribute Type is already on line 1; it may be present a single time");
    expect(say("pl", duplicate)).toBe("atrybut Type jest już w wierszu 1; może wystąpić tylko raz");
    expect(say("es", duplicate)).toBe("el atributo Type ya está en la línea 1; solo puede aparecer una vez");
  });

  it("the designer's findings carry the same key, and a text over the limit has its own", () => {
    const placed = attributeDiagnostics(FAULTY).diagnostics;
    expect(placed.map((d) => d.key)).toEqual(problems.slice(0, placed.length).map((p) => p.key));
    const long = attributeDiagnostics(`Type "Support"\n${"x".repeat(30_000)}`).diagnostics[0];
    expect(long.key).toBe("tooLong");
    expect(say("pl", long)).toMatch(/^tekst atrybutów ma 30[\s\u00a0]?015 znaków; karta może mieć najwyżej /);
  });

  it("an era deck's GOT_ATTR_* message reads in Polish (Cards ▶ Attributes)", () => {
    const broken = fixtureCard("fixture-broken", 'Type "Adventure"\nRoleplay "Battle"\nRoleplay "Battle"');
    const english = gotCgs.validate(eraDeck([[broken, 1]]));
    const found = english.errors.find((i) => i.code === "GOT_ATTR_DUPLICATE");
    expect(found?.message).toBe("Card fixture-broken, attributes line 3: the attribute Roleplay is already on line 2; it may be present a single time.");
    const polish = localizeValidation(english, "pl").errors.find((i) => i.code === "GOT_ATTR_DUPLICATE");
    expect(polish?.message).toBe("Karta fixture-broken, wiersz atrybutów 3: atrybut Roleplay jest już w wierszu 2; może wystąpić tylko raz.");
  });
});
