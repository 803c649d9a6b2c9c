import { z } from "zod";
import { baseCardShape } from "../card-schema";

/** Battle for Eden rules, "Conquest ▶ Setup": unit cards (a civilization's World), common cards, technology cards. */
export const CARD_KINDS = ["unit", "common", "technology"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Battle for Eden rules, "Cards effects ▶ Abilities": the four times an ability may be triggered. */
export const ABILITY_TIMINGS = ["immediate", "delayed", "post-combat", "reaction"] as const;
export type AbilityTiming = (typeof ABILITY_TIMINGS)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens only")
  .max(60);

export const abilitySchema = z
  .object({
    timing: z.enum(ABILITY_TIMINGS),
    text: z.string().trim().min(1).max(1000),
  })
  .strict();

/** One Battle for Eden card in a catalog file (CONTRACTS §1, battle-for-eden). */
export const bfeCardSchema = z
  .object({
    ...baseCardShape,
    kind: z.enum(CARD_KINDS),
    civilization: slug.optional(),
    cost: z.number().int().min(0).max(999).optional(),
    strength: z.number().int().min(-99).max(999).optional(),
    energy: z.number().int().min(0).max(999).optional(),
    abilities: z.array(abilitySchema).max(20).optional(),
    permanent: z.string().trim().min(1).max(2000).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    // Battle for Eden rules, "Conquest ▶ Setup": every unit card comes from one civilization's World.
    if (card.kind === "unit" && card.civilization === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["civilization"],
        message: "a unit names the civilization whose World it belongs to",
        params: { key: "card.unitCivilization" },
      });
    }
    if (card.kind !== "unit" && card.civilization !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["civilization"],
        message: `civilization is for unit cards, not ${card.kind} cards`,
        params: { key: "card.civilizationNotUnit", values: { kind: card.kind } },
      });
    }
  });

export type BfeCard = z.infer<typeof bfeCardSchema>;

/** One civilization a catalog file declares (CONTRACTS §1: `civilizations: [{code, name, color}]`). */
export const civilizationSchema = z
  .object({
    code: slug,
    name: z.string().trim().min(1).max(200),
    color: z.string().trim().min(1).max(40).optional(),
  })
  .strict();

export type Civilization = z.infer<typeof civilizationSchema>;

/** File-level extras of a battle-for-eden catalog file: the civilizations, codes unique. */
export const bfeExtrasSchema = z
  .object({ civilizations: z.array(civilizationSchema).max(200).optional() })
  .strict()
  .superRefine((extras, ctx) => {
    const seen = new Set<string>();
    (extras.civilizations ?? []).forEach((c, index) => {
      if (seen.has(c.code)) {
        const message = `civilization code "${c.code}" twice`;
        ctx.addIssue({ code: "custom", path: ["civilizations", index, "code"], message, params: { key: "card.civilizationTwice", values: { code: c.code } } });
      }
      seen.add(c.code);
    });
  });
