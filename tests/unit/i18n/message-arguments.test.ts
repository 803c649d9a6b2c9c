/**
 * A message with placeholders ({username}, {count, plural, …}) called without values shows
 * its placeholder to players ("Nothing moves until {username} accepts"). This reads every
 * source file for calls `t("key")` with a literal key and nothing else, resolves the key in
 * the namespaces the file opens, and lists those whose English message needs arguments.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allMessages, ROOT, sourceFiles } from "./message-files";

const en = allMessages().en;

function needsArguments(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (el) =>
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time ||
      el.type === TYPE.plural ||
      el.type === TYPE.select ||
      el.type === TYPE.tag,
  );
}

const NAMESPACE = /(?:useTranslations|getTranslations)\(\s*(?:\{[^}]*?namespace:\s*)?["'`]([\w.-]+)["'`]/g;
/** `t("key")`, `tf("a.b")`: a translator (a short name starting with t) called with one literal and no values. */
const BARE_CALL = /\bt[A-Za-z]{0,8}\(\s*"([\w-]+(?:\.[\w-]+)*)"\s*\)/g;

describe("messages with placeholders", () => {
  it("are never called without their values", () => {
    const bare: string[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(file, "utf8");
      const namespaces = [...text.matchAll(NAMESPACE)].map((m) => m[1]);
      for (const m of text.matchAll(BARE_CALL)) {
        const candidates = [...new Set([m[1], ...namespaces.map((ns) => `${ns}.${m[1]}`)])].filter((k) => en.has(k));
        // Only a key every candidate reading of needs values: a call the scan cannot place is left alone.
        if (candidates.length > 0 && candidates.every((k) => needsArguments(parse(en.get(k)!, { ignoreTag: false })))) {
          bare.push(`${path.relative(ROOT, file)}: ${m[0]} (${candidates.join(", ")})`);
        }
      }
    }
    expect(bare).toEqual([]);
  });
});
