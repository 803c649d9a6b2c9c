/**
 * Messages written once (issue #42 item 4, docs/i18n.md "Messages written once"): no English
 * sentence is written in lib/, app/ or i18n/ beside a key. A refusal or a finding gives its key
 * and values (`refusal`, `httpRefusal`, `finding`, `mapFinding`; `englishRefusal` for an issue's
 * text) and messages/en words it. scripts/count-sentences.ts reads the code with the TypeScript
 * compiler API and lists every sentence still given to a refusal or a finding; this test fails on
 * one the allow-list below does not name, with its reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSentence, sentencesInCode, sentencesInFile } from "../../../scripts/count-sentences";

/**
 * `file: text` of a sentence that may stay, each with why. Empty: every refusal and finding of
 * lib/, app/ and i18n/ is worded from messages/ (the results that carry their own key beside an
 * English text, e.g. a deck list's problems, are another kind: the script's `--all` lists them).
 */
const ALLOWED = new Map<string, string>([]);

const found = sentencesInCode().filter((s) => s.kind === "sayer");

describe("no English sentence is written in code beside a key", () => {
  it("the scan finds a sentence given to a refusal, a finding or an HTTP error, and not a key or a word", () => {
    expect(isSentence("The deck is not legal.")).toBe(true);
    expect(isSentence("No such map: {…}")).toBe(true);
    expect(isSentence("apiErrors.NOT_FOUND")).toBe(false);
    expect(isSentence("PERFORM LUTHERAN RITUAL")).toBe(false);
    const dir = mkdtempSync(path.join(tmpdir(), "sentences-"));
    try {
      const file = path.join(dir, "refusals.ts");
      writeFileSync(
        file,
        [
          'import { DomainError, refusal } from "@/lib/errors";',
          'const message = "The map has no tiles.";',
          'export const a = () => new DomainError("invalid", "NO_TILES", message);',
          `export const b = () => refusal("invalid", "NO_TILES", undefined, { issues: [{ path: "tiles", message: \`The map has \${0} tiles.\` }] });`,
          'export const c = () => refusal("invalid", "NO_TILES", { count: 0 });',
        ].join("\n"),
      );
      expect(sentencesInFile(file).map((s) => s.text)).toEqual(["The map has no tiles.", "The map has {…} tiles."]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lib/, app/ and i18n/ give refusals and findings keys and values, not sentences (but the allow-list)", () => {
    const written = found.filter((s) => !ALLOWED.has(`${s.file}: ${s.text}`)).map((s) => `${s.file}:${s.line} ${s.to}: ${s.text}`);
    expect(written).toEqual([]);
  });

  it("every allow-list entry still names a sentence in the code", () => {
    const seen = new Set(found.map((s) => `${s.file}: ${s.text}`));
    expect([...ALLOWED.keys()].filter((entry) => !seen.has(entry))).toEqual([]);
  });
});
