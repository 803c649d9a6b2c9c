import { z } from "zod";

/** Locale → name, e.g. `{ "pl": "Obóz Szkoleniowy" }` (CONTRACTS §1). */
export const localizedNames = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "a locale such as pl, es, en"), z.string().trim().min(1).max(200));

/**
 * The fields every game's cards share (CONTRACTS §1). Each game's `cardSchema` extends
 * this shape with its own fields and is strict, so an unknown field is an error naming it.
 */
export const baseCardShape = {
  code: z
    .string()
    .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens only")
    .max(120),
  name: z.string().trim().min(1).max(200),
  names: localizedNames.optional(),
  text: z.string().max(2000).optional(),
};
