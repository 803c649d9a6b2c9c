import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import type { DesignCard } from "./types";

/** The game's card schema's findings on one card, by top-level field ("" for the card as a whole). */
export type FieldErrors = Record<string, string>;

/** Checks a card with its game's strict card schema (CONTRACTS §1) and a code free in the set. */
export function checkCard(game: GameSlug, card: DesignCard, others: readonly DesignCard[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const result = rulesetFor(game).cardSchema.safeParse(card);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field, ...rest] = issue.path;
      const key = field === undefined ? "" : String(field);
      const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
      for (const k of unknownKeys) errors[k] ??= "not a field of this game's cards";
      if (unknownKeys.length > 0) continue;
      const where = rest.length > 0 ? ` (${rest.join(".")})` : "";
      errors[key] ??= `${issue.message}${where}`;
    }
  }
  if (typeof card.code === "string" && others.some((c) => c !== card && c.code === card.code)) {
    errors.code ??= "another card of the set has this code";
  }
  return errors;
}
