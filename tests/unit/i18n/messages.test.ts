import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { DYNAMIC_KEY_PREFIXES } from "@/i18n/dynamic-keys";
import { LOCALES } from "@/i18n/locales";
import { allMessages, usedKeyCandidates } from "./message-files";

const messages = allMessages();
const en = messages.en;

/** The argument names an ICU message uses ({name}, {count, plural, …}, <tag>…</tag>). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

describe("interface messages", () => {
  it("has English messages to check", () => {
    expect(en.size).toBeGreaterThan(10);
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`every English key has a ${locale} message, and ${locale} has no key English lacks`, () => {
      const missing = [...en.keys()].filter((k) => !messages[locale].has(k));
      const extra = [...messages[locale].keys()].filter((k) => !en.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${locale} messages use the same ICU arguments as the English ones`, () => {
      const differing: string[] = [];
      for (const [key, text] of messages[locale]) {
        const source = en.get(key);
        if (source === undefined) continue;
        const want = [...argumentsOf(parse(source, { ignoreTag: false }))].sort();
        const got = [...argumentsOf(parse(text, { ignoreTag: false }))].sort();
        if (want.join() !== got.join()) differing.push(`${key}: en {${want}} ${locale} {${got}}`);
      }
      expect(differing).toEqual([]);
    });
  }

  it("every message is a string that parses as ICU MessageFormat, in every locale", () => {
    const bad: string[] = [];
    for (const locale of LOCALES) {
      for (const [key, text] of messages[locale]) {
        try {
          parse(text, { ignoreTag: false });
        } catch (err) {
          bad.push(`${locale} ${key}: ${(err as Error).message}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("every key is used in app/, components/ or lib/ (or listed as built at run time)", () => {
    const used = usedKeyCandidates();
    const unused = [...en.keys()].filter((key) => !used.has(key) && !DYNAMIC_KEY_PREFIXES.some((d) => key.startsWith(d.prefix)));
    expect(unused).toEqual([]);
  });

  it("each run-time key prefix still covers some key and says why", () => {
    for (const { prefix, why } of DYNAMIC_KEY_PREFIXES) {
      expect(why.length, prefix).toBeGreaterThan(10);
      expect(
        [...en.keys()].some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});
