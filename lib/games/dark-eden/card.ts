import { z } from "zod";
import { baseCardShape } from "../card-schema";

/** Dark Eden rules, "THE CARDS" and "THE PLAYING CARDS"; `enhancement` is the Genesis card type. */
export const CARD_TYPES = ["commander", "establishment", "warrior", "intrigue", "enhancement"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Dark Eden rules, "COMMANDER" (affiliation icons); `general` = no icon ("ESTABLISHMENTS"). */
export const AFFILIATIONS = [
  "general",
  "sons-of-rasputin",
  "templars",
  "lutheran-triad",
  "crescentia",
  "dark-legion",
  "megacorporations",
  "brotherhood",
] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

/** The affiliations a card can be "of another affiliation" in (all but General). */
export const TRIBAL_AFFILIATIONS = AFFILIATIONS.filter((a): a is Exclude<Affiliation, "general"> => a !== "general");

export const AFFILIATION_NAMES: Record<Affiliation, string> = {
  general: "General",
  "sons-of-rasputin": "Sons of Rasputin",
  templars: "Templars",
  "lutheran-triad": "Lutheran Triad",
  crescentia: "Crescentia",
  "dark-legion": "Dark Legion",
  megacorporations: "Megacorporations",
  brotherhood: "Brotherhood",
};

/** Dark Eden rules, "BATTLE TACTICS". */
export const TACTICS = ["land", "sea", "air"] as const;
export type Tactic = (typeof TACTICS)[number];

/** Dark Eden rules, "WARRIORS": one of the first words on a warrior card. */
export const WARRIOR_CLASSES = ["infantry", "cavalry", "vehicle"] as const;
export type WarriorClass = (typeof WARRIOR_CLASSES)[number];

/** Dark Eden rules, "ONCE-PLAYED INSTRUCTIONS". */
export const AFTER_PLAY = ["attach", "discard", "annihilate"] as const;
export type AfterPlay = (typeof AFTER_PLAY)[number];

/** Dark Eden rules, "NATURAL RESOURCES": the four resource icons. */
export const RESOURCES = ["gold", "food", "rawMaterials", "fuel"] as const;
export type Resource = (typeof RESOURCES)[number];

/** What a card lets its owner play (CONTRACTS §1): another affiliation, cavalry, vehicles, equipment. */
export const ALLOWS = [...TRIBAL_AFFILIATIONS.map((a) => `affiliation:${a}` as const), "cavalry", "vehicle", "equipment"] as const;
export type Allows = (typeof ALLOWS)[number];

/** Warrior classes are a field of their own, never a designation. */
const CLASS_WORDS = ["INFANTRY", "CAVALRY", "VEHICLE"];

const iconCount = z.number().int().min(1).max(20);
const resourceIcons = z
  .object({ gold: iconCount, food: iconCount, rawMaterials: iconCount, fuel: iconCount })
  .partial()
  .strict()
  .refine((icons) => Object.keys(icons).length > 0, "leave the field out when the card shows no icons");

const designation = z
  .string()
  .regex(/^\p{Lu}[\p{Lu}\p{N} '&!-]*$/u, "upper-case words as printed, e.g. NO DECK LIMIT")
  .max(60)
  .refine((d) => !CLASS_WORDS.includes(d), "INFANTRY, CAVALRY and VEHICLE go in warriorClass");

/** One Dark Eden card in a catalog file (CONTRACTS §1, dark-eden). */
export const darkEdenCardSchema = z
  .object({
    ...baseCardShape,
    type: z.enum(CARD_TYPES),
    affiliation: z.enum(AFFILIATIONS),
    cv: z.number().int().min(-99).max(99).nullable().optional(),
    tactics: z.array(z.enum(TACTICS)).max(3).optional(),
    neighborAllowance: z.number().int().min(1).max(4).optional(),
    warriorClass: z.enum(WARRIOR_CLASSES).optional(),
    provides: resourceIcons.optional(),
    requires: resourceIcons.optional(),
    initialCost: z.number().int().min(0).max(999).optional(),
    designations: z.array(designation).max(20).optional(),
    allows: z.array(z.enum(ALLOWS)).max(ALLOWS.length).optional(),
    afterPlay: z.enum(AFTER_PLAY).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const only = (field: keyof typeof card, types: readonly CardType[]) => {
      if (card[field] !== undefined && !types.includes(card.type)) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} is for ${types.join(" / ")} cards, not ${card.type}` });
      }
    };
    only("warriorClass", ["warrior"]);
    only("neighborAllowance", ["establishment"]);
    only("afterPlay", ["intrigue", "enhancement"]);
    for (const field of ["tactics", "designations", "allows"] as const) {
      const list = card[field] as readonly string[] | undefined;
      if (list && new Set(list).size !== list.length) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} lists a value twice` });
      }
    }
  });

export type DarkEdenCard = z.infer<typeof darkEdenCardSchema>;
