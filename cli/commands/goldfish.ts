/**
 * `goldfish`, `draw` and `odds` (CONTRACTS §3): opening set-ups by each game's own rules,
 * reproducible for a seed, and exact hypergeometric odds. The games' goldfish rules do the
 * work (lib/games/<game>/goldfish.ts); EDEN has no deck to draw, so these refuse it (exit 2).
 */
import { makeRng, seedToUint32 } from "../../lib/engine/rng";
import { exactChance, MAX_HANDS, simulateOpenings } from "../../lib/engine/goldfish/opening";
import type { DrawModel } from "../../lib/engine/goldfish/types";
import type { CatalogSource } from "../../lib/decks/list-check";
import { goldfishFromList } from "../../lib/goldfish/service";
import { EXIT, output, readText, UnusableInput } from "../io";
import type { Outcome } from "../io";

type Common = { json: boolean; source: CatalogSource; game?: string };

/** Opening hands simulated when --hands is not given. */
export const DEFAULT_HANDS = 10_000;
/** The largest --copies / --seen accepted (a deck is far smaller). */
const MAX_COUNT = 1_000_000;

/** A whole number in [min, max] from an option, or unusable input naming the option. */
export function countOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const n = /^[0-9]{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UnusableInput(
      "BAD_OPTION",
      `--${name} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}, not "${value}".`,
    );
  }
  return n;
}

function seedOption(seed: string | undefined, command: string): string {
  if (seed === undefined || seed === "")
    throw new UnusableInput("MISSING_SEED", `${command} needs --seed S (any text or a number; the same seed gives the same result).`);
  return seed;
}

/** The seed as printed: a number when it is one ("42"), otherwise the text as given. */
function seedValue(seed: string): string | number {
  return /^(0|[1-9][0-9]{0,9})$/.test(seed) && seedToUint32(seed) === Number(seed) ? Number(seed) : seed;
}

async function readDeck(file: string, opts: Common) {
  const text = await readText(file, "deck list");
  const read = await goldfishFromList(text, opts.source, opts.game);
  if (!read.ok) throw new UnusableInput(read.error.code, read.error.message, read.error.line);
  return read;
}

function modelOf(read: Awaited<ReturnType<typeof readDeck>>): DrawModel {
  const model = read.rules.drawModel?.(read.input);
  if (!model) throw new UnusableInput("NO_DECK", `This game has no deck to draw from.`);
  return model;
}

const percent = (p: number) => `${(p * 100).toFixed(1).padStart(5)}%`;

/** `goldfish DECK --seed S [--hands N] [--json]`. */
export async function goldfishCommand(file: string, opts: Common & { seed?: string; hands?: string }): Promise<Outcome> {
  const seed = seedOption(opts.seed, "goldfish");
  const hands = countOption("hands", opts.hands, 1, MAX_HANDS) ?? DEFAULT_HANDS;
  const read = await readDeck(file, opts);
  const model = modelOf(read);
  const cards = simulateOpenings(model, hands, makeRng(seed));
  const doc = { seed: seedValue(seed), hands, cards };
  return output(
    opts.json,
    doc,
    () =>
      [
        `${read.game}: ${hands.toLocaleString("en-US")} opening set-ups (seed ${seed}): ${model.burned > 0 ? `${model.burned} put aside unseen, then ` : ""}${model.openingHand} cards`,
        ...cards.map((c) => `  ${percent(c.pAtLeastOne)}  ${c.copies}× ${c.name}`),
      ].join("\n"),
    EXIT.ok,
  );
}

/** `draw DECK --seed S [--json]`. */
export async function drawCommand(file: string, opts: Common & { seed?: string }): Promise<Outcome> {
  const seed = seedOption(opts.seed, "draw");
  const read = await readDeck(file, opts);
  if (!read.rules.opening) throw new UnusableInput("NO_DECK", "This game has no deck to draw from.");
  const state = read.rules.setUp(read.input, makeRng(seed));
  const opening = read.rules.opening(read.input, state);
  const doc = { seed: seedValue(seed), hand: opening.hand, discarded: opening.discarded };
  return output(
    opts.json,
    doc,
    () =>
      [`hand: ${opening.hand.join(", ") || "(none)"}`, ...(opening.discarded.length ? [`discarded unseen: ${opening.discarded.join(", ")}`] : [])].join("\n"),
    EXIT.ok,
  );
}

/** `odds DECK --card NAME [--copies K] [--seen N] [--json]`. */
export async function oddsCommand(file: string, opts: Common & { card?: string; copies?: string; seen?: string }): Promise<Outcome> {
  if (!opts.card || opts.card.trim() === "") throw new UnusableInput("MISSING_CARD", "odds needs --card NAME (a card name in any language, or [code]).");
  const atLeast = countOption("copies", opts.copies, 1, MAX_COUNT) ?? 1;
  const seenOption = countOption("seen", opts.seen, 0, MAX_COUNT);
  const read = await readDeck(file, opts);
  const model = modelOf(read);
  const card = read.find(opts.card);
  if (!card) {
    const suggestions = read.suggest(opts.card);
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?` : "";
    throw new UnusableInput("UNKNOWN_CARD", `Unknown card "${opts.card}".${hint}`);
  }
  const copies = model.cards.filter((c) => c.code === card.code).reduce((n, c) => n + c.copies, 0);
  const seen = seenOption ?? model.openingHand;
  const probability = copies >= atLeast ? exactChance(model, copies, atLeast, seen) : 0;
  return output(
    opts.json,
    { probability },
    () => `P(at least ${atLeast} ${card.name} among the first ${seen} cards; ${copies} in a ${model.deckSize}-card deck) = ${probability.toFixed(6)}`,
    EXIT.ok,
  );
}
