import { z } from "zod";
import { baseCardShape } from "../card-schema";

/**
 * One GOT CGS card in a catalog file (CONTRACTS §1, got-cgs; GOT CGS rules, "Cards":
 * the attributes, directive, lore and identifier text areas). The attributes text is kept
 * as printed and is NOT parsed here: a card whose attributes do not parse is still
 * imported (players draft cards in the app); validating a deck that holds it reports it.
 */
export const gotCardSchema = z
  .object({
    ...baseCardShape,
    /** The printed identifier, e.g. "GEN 012"; its trailing number is the identification number. */
    identifier: z.string().trim().min(1).max(100).optional(),
    /** A gold card (B6): not dealt, claimed by identification number. Absent means silver. */
    gold: z.boolean().optional(),
    directive: z.string().max(2000).optional(),
    lore: z.string().max(2000).optional(),
    /** The attributes text as printed: one attribute a line, categories with indented attributes. */
    attributes: z.string().max(20_000).optional(),
  })
  .strict();

export type GotCard = z.infer<typeof gotCardSchema>;
