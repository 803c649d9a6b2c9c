import { z } from "zod";
import type { BaseCard, CatalogCard, CatalogExtras, GameSlug, Ruleset } from "../games/types";
import { GAME_SLUGS } from "../games/types";

/**
 * One catalog file (CONTRACTS §1): `{game, set, cards, ...extras}`. Pure: reading the
 * file and writing the database are the callers' business. Every problem names the
 * file, the card code (or index) and the field.
 */

export const MAX_CARDS_PER_FILE = 20_000;

/** A set file's stage (player-made sets, CONTRACTS §6): optional, so older files still import. */
export const SET_STATUSES = ["draft", "beta", "final"] as const;
export type SetStatus = (typeof SET_STATUSES)[number];

export const setSchema = z
  .object({
    code: z
      .string()
      .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens only")
      .max(60),
    name: z.string().trim().min(1).max(200),
    year: z.number().int().min(1900).max(2100).optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    /** A player-made set's id where it was exported from (CONTRACTS §6): deck lists write its cards `[id/code]`. */
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, hyphens and underscores")
      .optional(),
  })
  .strict();

const fileShape = z
  .object({
    game: z.string(),
    set: setSchema,
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    /** The set's version (a player-made set's export writes its saved version). */
    version: z.number().int().min(1).max(1_000_000_000).optional(),
    status: z.enum(SET_STATUSES).optional(),
    cards: z.array(z.unknown()).max(MAX_CARDS_PER_FILE),
  })
  .passthrough();

export interface CatalogProblem {
  file: string;
  card?: string;
  field?: string;
  message: string;
}

export interface CatalogFile<C extends BaseCard = BaseCard> {
  file: string;
  game: GameSlug;
  set: z.infer<typeof setSchema>;
  cards: CatalogCard<C>[];
  extras: CatalogExtras;
  version?: number;
  status?: SetStatus;
}

export type CatalogParse<C extends BaseCard = BaseCard> = { ok: true; catalog: CatalogFile<C> } | { ok: false; problems: CatalogProblem[] };

export function describeProblem(p: CatalogProblem): string {
  const where = [p.file, p.card ? `card "${p.card}"` : undefined, p.field ? `field "${p.field}"` : undefined].filter(Boolean).join(", ");
  return `${where}: ${p.message}`;
}

/** Parses and validates one catalog file's text against the game's card schema. */
export function parseCatalogFile(text: string, file: string, rulesetFor: (slug: GameSlug) => Ruleset<BaseCard>): CatalogParse {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    return { ok: false, problems: [{ file, message: `invalid JSON: ${(err as Error).message}` }] };
  }
  return parseCatalogJson(json, file, rulesetFor);
}

/**
 * What a set's problem says beside its English message, for the page to say it in the reader's
 * language: a key of messages setProblems.json with its values, or a zod issue's code and values
 * (worded there by zod's own locale).
 */
export type ProblemSays = { key: string; values?: Record<string, string | number> } | { zod: ZodIssueSays };

/** A zod issue without its English message and path; its input only as its type (zod's locales say "received string"). */
export type ZodIssueSays = Omit<z.core.$ZodIssue, "message" | "path">;

const typeOnly = (input: unknown) => (typeof input === "string" ? "" : Array.isArray(input) ? [] : typeof input === "object" && input !== null ? {} : input);
const zodEnglish = z.locales.en().localeError;

/**
 * What a zod issue says: zod's own finding as its code and values; a schema's own message (a
 * card.ts refinement) by the key its `params` give, or nothing (its English stays).
 */
export function zodIssueSays(issue: z.core.$ZodIssue): ProblemSays | undefined {
  const { message, path: _path, ...rest } = issue;
  const zod = { ...rest, input: typeOnly(issue.input) } as ZodIssueSays;
  const english = zodEnglish(zod as z.core.$ZodRawIssue);
  if ((typeof english === "string" ? english : english?.message) === message) return { zod };
  const params = issue.code === "custom" ? issue.params : undefined;
  return typeof params?.key === "string" ? { key: params.key, ...(params.values ? { values: params.values } : {}) } : undefined;
}

// Kept beside the problem, not in it: the API's JSON of a refused set stays {card, field, message}.
const saysOf = new WeakMap<object, ProblemSays>();

/** The problem, with what it says kept beside it. */
export function saying<P extends object>(problem: P, says: ProblemSays | undefined): P {
  if (says) saysOf.set(problem, says);
  return problem;
}

/** What a problem of a set file (CatalogProblem, SetProblem) says, if it was given. */
export function problemSays(problem: object): ProblemSays | undefined {
  return saysOf.get(problem);
}

/** One problem per zod issue, naming its field; `reportInput` keeps the input's type for zod's locales. */
const ZOD_PARAMS = { reportInput: true } as const;

function zodProblem(file: string, issue: z.core.$ZodIssue, card?: string): CatalogProblem {
  return saying({ file, ...(card ? { card } : {}), field: pathOf(issue.path), message: issue.message }, zodIssueSays(issue));
}

/** Validates one catalog file already read as JSON (an API body) against the game's card schema. */
export function parseCatalogJson(json: unknown, file: string, rulesetFor: (slug: GameSlug) => Ruleset<BaseCard>): CatalogParse {
  const shape = fileShape.safeParse(json, ZOD_PARAMS);
  if (!shape.success) {
    return { ok: false, problems: shape.error.issues.slice(0, 20).map((i) => zodProblem(file, i)) };
  }
  const { game, set, cards: rawCards, language: _language, version, status, ...rest } = shape.data;
  if (!(GAME_SLUGS as readonly string[]).includes(game)) {
    return {
      ok: false,
      problems: [
        saying({ file, field: "game", message: `unknown game "${game}"; the games are ${GAME_SLUGS.join(", ")}` }, { key: "unknownGame", values: { game } }),
      ],
    };
  }
  const ruleset = rulesetFor(game as GameSlug);
  const problems: CatalogProblem[] = [];

  let extras: CatalogExtras = {};
  const extraKeys = Object.keys(rest);
  if (extraKeys.length > 0) {
    if (!ruleset.extrasSchema) {
      problems.push(saying({ file, field: extraKeys[0], message: `unknown top-level field for ${game}` }, { key: "unknownTopLevelField", values: { game } }));
    } else {
      const parsed = ruleset.extrasSchema.safeParse(rest, ZOD_PARAMS);
      if (parsed.success) extras = parsed.data;
      else for (const i of parsed.error.issues.slice(0, 20)) problems.push(zodProblem(file, i));
    }
  }

  const cards: CatalogCard[] = [];
  const seen = new Map<string, number>();
  rawCards.forEach((raw, index) => {
    const code = typeof (raw as { code?: unknown })?.code === "string" ? (raw as { code: string }).code : `#${index + 1}`;
    const parsed = ruleset.cardSchema.safeParse(raw, ZOD_PARAMS);
    if (!parsed.success) {
      for (const i of parsed.error.issues.slice(0, 5)) problems.push(zodProblem(file, i, code));
      return;
    }
    if (seen.has(parsed.data.code)) {
      const first = seen.get(parsed.data.code) ?? 0;
      problems.push(
        saying(
          { file, card: parsed.data.code, field: "code", message: `duplicate code (cards #${first} and #${index + 1})` },
          { key: "duplicateCode", values: { first, second: index + 1 } },
        ),
      );
      return;
    }
    seen.set(parsed.data.code, index + 1);
    cards.push({ ...parsed.data, set: set.code });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    catalog: { file, game: game as GameSlug, set, cards, extras, ...(version === undefined ? {} : { version }), ...(status === undefined ? {} : { status }) },
  };
}

function pathOf(path: PropertyKey[]): string | undefined {
  return path.length === 0 ? undefined : path.map(String).join(".");
}
