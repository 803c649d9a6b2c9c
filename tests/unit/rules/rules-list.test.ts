import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CardIndex } from "@/lib/engine/card-index";
import type { ResolvedDeck } from "@/lib/engine/deck-types";
import { allRulesets, rulesetFor, type GameSlug } from "@/lib/games";
import { readStartingDeck } from "@/lib/games/battle-for-eden/starting-deck-input";
import { startingDeckContext, STARTING_DECK_RULES } from "@/lib/games/battle-for-eden/rules";
import { readRoster } from "@/lib/games/eden-skirmish/roster";
import { WARBAND_RULES } from "@/lib/games/eden-skirmish/rules";
import { eraDeckContext } from "@/lib/games/got-cgs/context";
import { GOT_RULES } from "@/lib/games/got-cgs/rules";
import type { BaseCard, RuleCheck } from "@/lib/games/types";
import { catalog as bfeCatalog, fixtureExtras, LEGAL_SKY_DECK } from "../games/battle-for-eden/fixtures";
import { bundledCards, REPO, repoFile, resolveDeck } from "../games/catalog";
import { eraDeck, fixtureCard, genesisCards, makeEraDeck250 } from "../games/got-cgs/fixtures";

/**
 * Each game's rules list (ARCHITECTURE: one list of named checks) is what the validator
 * runs, what the "Rules Edenkeep checks" page shows and what the docs name.
 */

/** Codes written in backticks in a Markdown file (a table of codes). */
function documentedCodes(path: string): Set<string> {
  return new Set([...repoFile(path).matchAll(/`((?:DE|EDEN|BFE|GOT)_[A-Z0-9_]+)`/g)].map((m) => m[1]));
}

/** CONTRACTS §4 (docs/contracts.md, the project's copy) and docs/codes.md, the codes beyond it. */
const contractSection = repoFile("docs/contracts.md").split("## 4. Validation codes")[1]?.split("\n## ")[0] ?? "";
const CONTRACT_CODES = new Set([...contractSection.matchAll(/`((?:DE|EDEN|BFE|GOT)_[A-Z0-9_]+)`/g)].map((m) => m[1]));
const DOCUMENTED = new Set([...CONTRACT_CODES, ...documentedCodes("docs/codes.md")]);

describe("every game's rules list", () => {
  it("the contract's code list is read (the test would pass vacuously otherwise)", () => {
    expect(CONTRACT_CODES.size).toBeGreaterThan(40);
    expect(CONTRACT_CODES).toContain("GOT_NO_ROLEPLAY");
  });

  for (const ruleset of allRulesets()) {
    describe(ruleset.title, () => {
      it("is a non-empty list of checks, each with codes, a level, a rulebook section and an explanation", () => {
        expect(ruleset.rules.length).toBeGreaterThan(0);
        for (const rule of ruleset.rules) {
          expect(rule.codes.length, rule.section).toBeGreaterThan(0);
          expect(["error", "warning"]).toContain(rule.level);
          expect(rule.section.trim(), rule.codes.join()).not.toBe("");
          expect(rule.explanation.trim().length, rule.codes.join()).toBeGreaterThan(20);
        }
      });

      it("names only codes CONTRACTS §4 or docs/codes.md document", () => {
        const undocumented = ruleset.rules.flatMap((r) => r.codes).filter((c) => !DOCUMENTED.has(c));
        expect(undocumented).toEqual([]);
      });

      it("keeps a contract code at the contract's level", () => {
        for (const rule of ruleset.rules) {
          for (const code of rule.codes) {
            const row = contractSection.split("\n").find((line) => line.includes(`\`${code}\``) && line.startsWith("|"));
            if (!row) continue;
            const level = row.includes("| warning |") ? "warning" : "error";
            expect(`${code} ${rule.level}`).toBe(`${code} ${level}`);
          }
        }
      });
    });
  }
});

/** Source files of a game's deck validation: not the goldfish, not the map checks. */
function validationSources(game: GameSlug): string[] {
  const skip = /(^|\/)(goldfish|map[a-z-]*|hex|tiles-between|energy-rich|wild)\.ts$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith(".ts") && !skip.test(path) ? [path] : [];
    });
  return walk(join(REPO, "lib", "games", game));
}

/** Codes a game's sources spell out that are not deck-validation findings, and why. */
const NOT_DECK_CHECKS: Record<string, string> = {
  EDEN_UNREADABLE: "the validator's safety net for a deck it cannot read; tests show it never fires",
  GOT_ATTR_TOO_LONG: "the card designer's mark on attributes text past the card format's limit; the card schema refuses such a card before any deck holds it",
};

describe("every code a game's validation can emit is in its rules list", () => {
  for (const game of ["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"] as const) {
    it(`${game}: each code its validation sources spell out`, () => {
      const listed = new Set(rulesetFor(game).rules.flatMap((r) => r.codes));
      const spelled = new Set(
        validationSources(game).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/["'`]((?:DE|EDEN|BFE|GOT)_[A-Z0-9_]*[A-Z0-9])["'`]/g)].map((m) => m[1])),
      );
      const missing = [...spelled].filter((c) => !listed.has(c) && !c.startsWith("BFE_MAP_") && !(c in NOT_DECK_CHECKS));
      expect(spelled.size).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    });
  }
});

/** Runs each check alone and collects what it reports. */
function emitted<C>(checks: readonly RuleCheck<C>[], contexts: C[]): { check: RuleCheck<C>; code: string }[] {
  return contexts.flatMap((ctx) => checks.flatMap((check) => check.check(ctx).map((i) => ({ check, code: i.code }))));
}

function expectOwnCodes<C>(checks: readonly RuleCheck<C>[], contexts: C[], minimum: number) {
  const found = emitted(checks, contexts);
  for (const { check, code } of found) expect(check.codes, `${code} reported by the check of ${check.codes.join()}`).toContain(code);
  // The corpus reaches most checks, so the assertion above is not vacuous.
  expect(new Set(found.map((f) => f.code)).size).toBeGreaterThanOrEqual(minimum);
}

describe("each check reports only the codes it lists (a corpus of decks)", () => {
  it("Gardener of Thoughts", () => {
    const card = (code: string, attributes: string, extra = {}) => fixtureCard(`fixture-${code}`, attributes, extra);
    const solo = card("solo", 'Type "Adventure"\nRoleplay "Solo"');
    const battle = card("battle", 'Type "Adventure"\nRoleplay "Battle"\nACC\n    Crew 2');
    const crew = card("crew", 'Type "Support"\nAdventureResources\n    Crew 1', { identifier: "FIX 1" });
    const decks = [
      eraDeck(genesisCards().map((c) => [c, 1])),
      eraDeck([[crew, 3]], { players: "many", burnoff: "x", playmode: "solo", hnp: "maybe" }),
      eraDeck(
        [
          [solo, 1],
          [card("untyped", "Crew 1"), 1],
          [card("plain", 'Type "Adventure"'), 1],
        ],
        { playmode: "epic", burnoff: "0" },
      ),
      eraDeck(
        [
          [battle, 1],
          [crew, 1],
          [card("hnp", 'Type "Support"', { identifier: "HNP 2" }), 1],
          [card("gold", 'Type "Support"', { gold: true, identifier: "FIX 9" }), 1],
        ],
        { burnoff: "9" },
      ),
      eraDeck([
        [card("broken", 'Type "Support"\nCrew seven\nLevel 2\nCrew 1\nDisableIf1\n    Subtype "X"'), 1],
        [solo, 1],
      ]),
      resolveDeck("got-cgs", makeEraDeck250({ gold: true }).list, new CardIndex(makeEraDeck250({ gold: true }).cards)),
    ];
    expectOwnCodes(GOT_RULES, decks.map(eraDeckContext), 12);
  });

  it("EDEN", () => {
    const lists = [
      "1 Sabaka\n",
      "warband: faction Nowhere\nbudget: lots\n",
      "warband: faction jokers\nbudget: 300\nleader: Sabaka\n1 Yuri\n1 Vladd\n1 Sabaka\n[missions]\n1 Funerals\n1 Yuri\n[tactics]\n2 Zona contaminada\n1 Yuri\n",
      "warband: faction bamaka\n2 Dacke\n1 Sabaka\n1 Ngwane\n1 Dhambizao\n1 Funerals\n",
      "warband: stigma chaos\nleader: Yuri\n1 Yuri\n1 Sabaka\n[missions]\n1 Repliegue hacia las zonas contaminadas\n",
    ];
    expectOwnCodes(
      WARBAND_RULES,
      lists.map((l) => readRoster(resolveDeck("eden-skirmish", l))),
      12,
    );
  });

  it("Battle for Eden", () => {
    const decks = [
      LEGAL_SKY_DECK,
      "1 Small Energy Crystal\n",
      "civilization: Nowhere\n",
      "civilization: Fixture Sky Folk\n3 Small Energy Crystal\n1 Fixture Diver\n1 Fixture Colossus\n",
    ];
    const contexts = decks.map((d) => startingDeckContext(readStartingDeck(resolveDeck("battle-for-eden", d, bfeCatalog, fixtureExtras))));
    expectOwnCodes(STARTING_DECK_RULES, contexts, 4);
  });

  it("Dark Eden: what the validator reports is listed at the level it is reported", () => {
    const lists = [
      "5 Boot Camp\n",
      "commander: Boot Camp\n5 Boot Camp\n",
      "commander: Kommendant Leitheusser\nmode: easy\n6 Boot Camp\n1 Kommendant Leitheusser\n",
      "commander: Kommendant Leitheusser\n5 Boot Camp\n5 Livery\n45 Conscript\n3 Cossack\n2 Tactical Superiority\n",
    ];
    const rules = rulesetFor("dark-eden").rules;
    const at = (level: string) => new Set(rules.filter((r) => r.level === level).flatMap((r) => r.codes));
    let seen = 0;
    for (const list of lists) {
      const v = rulesetFor("dark-eden").validate(resolveDeck("dark-eden", list) as ResolvedDeck<BaseCard>);
      for (const e of v.errors) expect(at("error"), e.code).toContain(e.code);
      for (const w of v.warnings) expect(at("warning"), w.code).toContain(w.code);
      seen += v.errors.length + v.warnings.length;
    }
    expect(seen).toBeGreaterThan(3);
    expect(bundledCards("dark-eden").length).toBeGreaterThan(0);
  });
});
