/**
 * A card's type and tags in the reader's language, for every bundled card: the card page's
 * subtitle (components/catalog/card-subtitle.ts) and a face's type line and tags
 * (lib/proxies/faces) print only words worded in messages/<locale>/, never an English one
 * beside translated labels ("establishment · Dark Eden basic set", "Establishment · General", "1 Food").
 */
import { describe, expect, it } from "vitest";
import { cardSubtitle } from "@/components/catalog/card-subtitle";
import type { Locale } from "@/i18n/locales";
import { serverTranslator } from "@/i18n/server-translator";
import { GAME_SLUGS, rulesetFor } from "@/lib/games";
import { darkEdenTypeAndTags } from "@/lib/proxies/faces/dark-eden";
import { edenTypeAndTags } from "@/lib/proxies/faces/eden-skirmish";
import { previewFace } from "@/lib/proxies/preview/draw";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { bundledCards, bundledExtras, rawCatalogFiles } from "../games/catalog";
import { flatMessages } from "./message-files";

const READER_LOCALES: Locale[] = ["pl", "es"];

/** Pieces of a line, without counts, dashes and signs: "2 Złoto" → "Złoto", "—" → nothing. */
function words(line: string): string[] {
  return line
    .split(" · ")
    .map((piece) => piece.replace(/^[\d+−—-]+\s*/, "").trim())
    .filter((piece) => piece !== "");
}

for (const locale of READER_LOCALES) {
  describe(`card types and tags in ${locale}`, () => {
    const worded = new Set(flatMessages(locale).values());
    const t = serverTranslator(locale, undefined, () => {});
    const labels = proxyLabels(locale);

    it("the card page's subtitle: the card's type and set as the messages word them, for every catalog card", () => {
      const english: string[] = [];
      for (const game of GAME_SLUGS) {
        const setNames = new Map(rawCatalogFiles(game).map((f) => [f.json.set.code, f.json.set.name]));
        for (const card of bundledCards(game)) {
          const line = cardSubtitle(game, { type: rulesetFor(game).cardType(card), set: card.set, setName: setNames.get(card.set) ?? card.set }, t);
          for (const w of words(line)) if (!worded.has(w)) english.push(`${game}/${card.code}: "${w}" in "${line}"`);
        }
      }
      expect(english).toEqual([]);
    });

    it("a face's type line and tags, as drawn, for every Dark Eden and EDEN card", () => {
      const english: string[] = [];
      const notDrawn: string[] = [];
      const faces = [
        { game: "dark-eden" as const, read: (c: Record<string, unknown>) => darkEdenTypeAndTags(c, labels) },
        { game: "eden-skirmish" as const, read: (c: Record<string, unknown>) => edenTypeAndTags(c, labels) },
      ];
      for (const { game, read } of faces) {
        const extras = bundledExtras(game);
        for (const card of bundledCards(game)) {
          const face = read(card);
          const lines = [face.typeLine, ...Object.values(face).flatMap((v) => (Array.isArray(v) ? v : []))];
          for (const line of lines) for (const w of words(line)) if (!worded.has(w)) english.push(`${game}/${card.code}: "${w}" in "${line}"`);
          // The face draws that line (wrapped, it starts a run).
          const runs = previewFace(game, card, { extras, labels }).shapes.flatMap((s) => (s.kind === "text" ? [s.text] : []));
          const first = face.typeLine.split(" ")[0];
          if (!runs.some((r) => r.startsWith(first))) notDrawn.push(`${game}/${card.code}: ${face.typeLine}`);
        }
      }
      expect(english).toEqual([]);
      expect(notDrawn).toEqual([]);
    });
  });
}
