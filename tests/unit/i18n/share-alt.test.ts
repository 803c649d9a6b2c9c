/** A public deck's share picture's text alternative (app/decks/[id]/page.tsx): worded per language, no article guessed for the game's name. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { serverTranslator } from "@/i18n/server-translator";
import { allRulesets } from "@/lib/games";

describe("the share picture's alt text", () => {
  for (const locale of LOCALES) {
    it(`names the deck and its game in ${locale}, for every game`, () => {
      const t = serverTranslator(locale, "faces", () => {
        throw new Error("missing");
      });
      for (const { title } of allRulesets()) {
        const alt = t("shareAlt", { deck: "Sabaka's Hundred", game: title });
        expect(alt).toContain("Sabaka's Hundred");
        expect(alt).toContain(title);
        // "a EDEN deck": an English article chosen without knowing how the name is said.
        expect(alt, alt).not.toMatch(new RegExp(`\\b(a|an) ${title}`, "i"));
      }
    });
  }
});
