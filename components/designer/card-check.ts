import { type ProblemSays, zodIssueSays } from "@/lib/catalog/catalog-file";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import type { DesignCard } from "./types";

/** The game's card schema's findings on one card, by top-level field ("" for the card as a whole). */
export type FieldErrors = Record<string, string>;

/** Says a finding: its English message, or in the reader's language from what it says (use-card-check.ts). */
export type SayProblem = (problem: { message: string; says?: ProblemSays }) => string;

const english: SayProblem = (p) => p.message;

/** Checks a card with its game's strict card schema (CONTRACTS §1) and a code free in the set. */
export function checkCard(game: GameSlug, card: DesignCard, others: readonly DesignCard[] = [], say: SayProblem = english): FieldErrors {
  const errors: FieldErrors = {};
  const result = rulesetFor(game).cardSchema.safeParse(card, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field, ...rest] = issue.path;
      const key = field === undefined ? "" : String(field);
      const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
      for (const k of unknownKeys) errors[k] ??= say({ message: "not a field of this game's cards", says: { key: "notAField" } });
      if (unknownKeys.length > 0) continue;
      const where = rest.length > 0 ? ` (${rest.join(".")})` : "";
      errors[key] ??= `${say({ message: issue.message, says: zodIssueSays(issue) })}${where}`;
    }
  }
  if (typeof card.code === "string" && others.some((c) => c !== card && c.code === card.code)) {
    errors.code ??= say({ message: "another card of the set has this code", says: { key: "codeTaken" } });
  }
  return errors;
}
