import { parseCatalogJson, problemSays, saying, type CatalogProblem, type SetStatus } from "../catalog/catalog-file";
import { foldName } from "../engine/fold";
import { rulesetFor } from "../games";
import type { BaseCard, CatalogExtras, GameSlug } from "../games/types";
import { DomainError, englishRefusal } from "../errors";
import { MAX_SET_CARD_ATTRIBUTES, MAX_SET_CARD_NAME, MAX_SET_CARD_TEXT, MAX_SET_CARDS, MAX_SET_NAME } from "./limits";

/**
 * A player-made set's content as a catalog file of CONTRACTS §1: checked with the same
 * parser as card-data/ files (the game's own zod card schema, and `civilizations` for
 * battle-for-eden), then with the set limits. Pure apart from reading the rulesets.
 */

export interface SetContent {
  game: GameSlug;
  name: string;
  code: string;
  status?: SetStatus;
  year?: number;
  language?: string;
  /** The cards as the game's card schema reads them (without the engine's `set`). */
  cards: BaseCard[];
  extras: CatalogExtras;
}

/**
 * One problem of a set: the card's code (or `#n`) and the field, as in catalog files. What it
 * says in other languages is kept beside it (catalog-file.ts `problemSays`), out of the API's JSON.
 */
export interface SetProblem {
  card?: string;
  field?: string;
  message: string;
}

/** A problem with its card and field, as the API's English names the first one (apiErrors.SET_PROBLEM_AT). */
function describe(p: SetProblem): string {
  const where = p.card && p.field ? "both" : p.card ? "card" : p.field ? "field" : "none";
  return englishRefusal("apiErrors.SET_PROBLEM_AT", { where, card: p.card ?? "", field: p.field ?? "", problem: p.message });
}

/** 400 naming the first problem's card and field; every problem is in `issues`. Nothing is saved. */
export function invalidSet(problems: SetProblem[]): DomainError {
  const first = problems[0];
  const english = englishRefusal("apiErrors.SET_NOT_SAVED_FIRST", { problem: describe(first), more: problems.length - 1 });
  return new DomainError("invalid", first.card ? "INVALID_CARD" : "INVALID_SET", english, problems.slice(0, 100))
    .saying("apiErrors.SET_NOT_SAVED", { count: problems.length })
    .sayingIssues("setProblems", problems.slice(0, 100).map(problemSays));
}

function fromCatalogProblem(p: CatalogProblem): SetProblem {
  return saying({ ...(p.card ? { card: p.card } : {}), ...(p.field ? { field: p.field } : {}), message: p.message }, problemSays(p));
}

const tooLong = (max: number, where: Omit<SetProblem, "message">): SetProblem =>
  saying({ ...where, message: `at most ${max} characters` }, { key: "tooLong", values: { max } });

/** Reads a §1 catalog file (an import body, or a saved version) as set content; 400 when it is not one. */
export function setContentFromFile(json: unknown): SetContent {
  const checked = checkSetFile(json);
  if (!checked.ok) throw invalidSet(checked.problems);
  return checked.content;
}

/** A §1 catalog file checked as a set (the game's card schema, then the set limits): the server's check, and the import page's. */
export function checkSetFile(json: unknown): { ok: true; content: SetContent } | { ok: false; problems: SetProblem[] } {
  const parsed = parseCatalogJson(json, "set", rulesetFor);
  if (!parsed.ok) return { ok: false, problems: parsed.problems.map(fromCatalogProblem) };
  const { catalog } = parsed;
  const content: SetContent = {
    game: catalog.game,
    name: catalog.set.name,
    code: catalog.set.code,
    ...(catalog.status ? { status: catalog.status } : {}),
    ...(catalog.set.year !== undefined ? { year: catalog.set.year } : {}),
    ...(catalog.set.language ? { language: catalog.set.language } : {}),
    cards: catalog.cards.map(({ set: _set, ...card }) => card as BaseCard),
    extras: catalog.extras,
  };
  const problems = limitProblems(content.cards);
  if (content.name.length > MAX_SET_NAME) problems.unshift(tooLong(MAX_SET_NAME, { field: "set.name" }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content };
}

/** The set content of an API body's fields (POST / PUT): checked exactly as an imported file. */
export function setContentFromFields(fields: {
  game: GameSlug;
  name: string;
  code: string;
  status?: SetStatus;
  year?: number;
  language?: string;
  cards: unknown[];
  civilizations?: unknown[];
}): SetContent {
  return setContentFromFile(
    catalogFileJson(
      { ...fields, extras: fields.civilizations === undefined ? {} : { civilizations: fields.civilizations as CatalogExtras["civilizations"] } },
      fields.cards,
    ),
  );
}

/** The set limits beyond the card schema: card count and text lengths, naming card and field. */
function limitProblems(cards: BaseCard[]): SetProblem[] {
  if (cards.length > MAX_SET_CARDS) {
    const message = `a set holds at most ${MAX_SET_CARDS} cards, this one has ${cards.length}`;
    return [saying({ field: "cards", message }, { key: "tooManyCards", values: { max: MAX_SET_CARDS, count: cards.length } })];
  }
  const problems: SetProblem[] = [];
  for (const card of cards) {
    for (const [field, value] of Object.entries(card)) {
      if (field === "name" && typeof value === "string" && value.length > MAX_SET_CARD_NAME) {
        problems.push(tooLong(MAX_SET_CARD_NAME, { card: card.code, field }));
      } else if (field === "names" && value && typeof value === "object") {
        for (const [locale, name] of Object.entries(value as Record<string, string>)) {
          if (name.length > MAX_SET_CARD_NAME) problems.push(tooLong(MAX_SET_CARD_NAME, { card: card.code, field: `names.${locale}` }));
        }
      } else if (field === "attributes" && typeof value === "string") {
        if (value.length > MAX_SET_CARD_ATTRIBUTES) problems.push(tooLong(MAX_SET_CARD_ATTRIBUTES, { card: card.code, field }));
      } else if (typeof value === "string" && value.length > MAX_SET_CARD_TEXT) {
        problems.push(tooLong(MAX_SET_CARD_TEXT, { card: card.code, field }));
      }
    }
    if (problems.length >= 100) break;
  }
  return problems;
}

/** The set as a catalog file of §1 (what export writes and a version stores). */
export function catalogFileJson(
  set: {
    game: GameSlug;
    name: string;
    code: string;
    status?: SetStatus | null;
    year?: number | null;
    language?: string | null;
    version?: number;
    id?: string;
    extras: CatalogExtras;
  },
  cards: readonly unknown[],
): Record<string, unknown> {
  return {
    game: set.game,
    set: {
      code: set.code,
      name: set.name,
      ...(set.year != null ? { year: set.year } : {}),
      ...(set.language ? { language: set.language } : {}),
      ...(set.id ? { id: set.id } : {}),
    },
    ...(set.version !== undefined ? { version: set.version } : {}),
    ...(set.status ? { status: set.status } : {}),
    ...(set.extras.civilizations ? { civilizations: set.extras.civilizations } : {}),
    cards,
  };
}

/** The stored row of one card: shared columns, folded names for search, and the card JSON. */
export function cardRow(game: GameSlug, card: BaseCard) {
  const names = [card.name, ...Object.values(card.names ?? {})];
  return {
    code: card.code,
    name: card.name,
    type: rulesetFor(game).cardType(card),
    search: [...new Set([...names.map(foldName), card.code])].join(" | "),
    data: JSON.stringify(card),
  };
}

/** A code for a set that has none: its name, folded into `[a-z0-9-]`. */
export function codeFromName(name: string): string {
  const code = foldName(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return code || "set";
}
