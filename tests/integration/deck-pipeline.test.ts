import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "./fresh-db";
import { registerUser } from "@/lib/accounts/service";
import { checkDraft } from "@/lib/decks/builder";
import { checkDeckListFor } from "@/lib/decks/deck-catalog";
import * as cardIndex from "@/lib/engine/card-index";
import * as deckList from "@/lib/engine/deck-list";
import { rulesetFor } from "@/lib/games";
import { createDeck, getDeck, updateDeck } from "@/lib/decks/service";
import { db } from "@/lib/db/client";

/**
 * The one deck pipeline (docs/builder.md): a save, the builder's draft check and POST /validate
 * parse a list once, resolve and validate it once and write its text once, on a real database.
 * Each step of lib/decks/pipeline.ts is counted by a spy on the one function it calls: the
 * parser, the resolver, the game's rules and the writer.
 */
const LIST = `game: dark-eden
name: Rasputin Rush
commander: Kommendant Leitheusser
mode: standard
5 Boot Camp
3x Livery
2 [dark-legion-citadel]   # by code
10 Soldat
`;
const ONCE = { parses: 1, resolves: 1, validations: 1, serializations: 1 };
let userId: string;

/** Counts the pipeline's steps from now on; read the counts with `.now()`. */
function pipelineSteps() {
  const spies = {
    parses: vi.spyOn(deckList, "parseDeckList").mockClear(),
    resolves: vi.spyOn(cardIndex, "resolveList").mockClear(),
    validations: vi.spyOn(rulesetFor("dark-eden"), "validate").mockClear(),
    serializations: vi.spyOn(deckList, "serializeDeckList").mockClear(),
  };
  return {
    now: () => ({
      parses: spies.parses.mock.calls.length,
      resolves: spies.resolves.mock.calls.length,
      validations: spies.validations.mock.calls.length,
      serializations: spies.serializations.mock.calls.length,
    }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await freshDatabase({ catalog: true });
  userId = (await registerUser({ username: "piper", password: "a long pipeline password" })).id;
});

describe("one deck pipeline", () => {
  it("a new deck's list is parsed, resolved, validated and written once; the answer is what was written", async () => {
    const steps = pipelineSteps();
    const deck = await createDeck(userId, { list: LIST, visibility: "private" });
    expect(steps.now()).toEqual(ONCE);
    const client = await db();
    const stored = await client.deckVersion.findUniqueOrThrow({ where: { deckId_version: { deckId: deck.id, version: 1 } } });
    expect(deck.list).toBe(stored.list);
    // The saved view read later says the same as the save's answer.
    const read = await getDeck(userId, deck.id);
    expect(read.list).toBe(deck.list);
    expect(read.validation).toEqual(deck.validation);
    expect(read.entries).toEqual(deck.entries);
  });

  it("a save of a new list on an existing deck: once each; a rename alone parses nothing", async () => {
    const deck = await createDeck(userId, { list: LIST, visibility: "private" });
    const steps = pipelineSteps();
    const saved = await updateDeck(userId, deck.id, { list: `${LIST}1 Boot Camp\n`, version: deck.version });
    expect(steps.now()).toEqual(ONCE);
    expect(saved.entries.find((e) => e.code === "boot-camp")?.quantity).toBe(6);
    const renamed = pipelineSteps();
    const after = await updateDeck(userId, deck.id, { name: "Renamed", version: saved.version });
    expect(renamed.now().parses).toBe(0);
    expect(renamed.now().serializations).toBe(1);
    expect(after.list).toContain("name: Renamed");
  });

  it("the builder's draft check of a text: once each; of card lines: nothing parsed, written once", async () => {
    const steps = pipelineSteps();
    const draft = await checkDraft({ game: "dark-eden", text: LIST }, userId);
    expect(draft.ok).toBe(true);
    expect(steps.now()).toEqual(ONCE);
    if (!draft.ok) return;
    const lines = pipelineSteps();
    const again = await checkDraft({ game: "dark-eden", headers: draft.headers, lines: draft.lines }, userId);
    expect(again.ok && again.text).toBe(draft.text);
    expect(lines.now().parses).toBe(0);
    expect(lines.now().serializations).toBe(1);
  });

  it("an unknown card in a draft: parsed once, every unknown line named", async () => {
    const steps = pipelineSteps();
    const draft = await checkDraft({ game: "dark-eden", text: "1 Boot Campp\n1 Soldatt\n" }, userId);
    expect(draft.ok).toBe(false);
    if (!draft.ok) expect(draft.problems.map((p) => p.line)).toEqual([1, 2]);
    expect(steps.now().parses).toBe(1);
  });

  it("POST /validate's check: parsed, resolved and validated once", async () => {
    const steps = pipelineSteps();
    const outcome = await checkDeckListFor(null, LIST);
    expect(outcome.ok).toBe(true);
    expect(steps.now()).toEqual({ ...ONCE, serializations: 0 });
  });
});
