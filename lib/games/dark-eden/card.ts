import { z } from "zod";
import { baseCardShape } from "../card-schema";
import { AFFILIATIONS, TRIBAL_AFFILIATIONS } from "./affiliations";
import { CORPORATIONS, parseAllow, parseForbid, parseNeed } from "./card-text";

/** Dark Eden rules, "THE CARDS" and "THE PLAYING CARDS"; `enhancement` is the Genesis card type. */
export const CARD_TYPES = ["commander", "establishment", "warrior", "intrigue", "enhancement"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export { AFFILIATIONS, TRIBAL_AFFILIATIONS, AFFILIATION_NAMES, affiliationBits, type Affiliation } from "./affiliations";

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

/** A vocabulary string (card-text.ts), checked by its parser. */
function vocabulary(parse: (text: string) => unknown, example: string) {
  return z
    .string()
    .max(120)
    .refine((text) => parse(text) !== undefined, {
      message: `not in the card-text vocabulary (docs/games/dark-eden.md), e.g. ${example}`,
      params: { key: "card.notVocabulary", values: { example } },
    });
}

/** `allows`: the contract's values, or qualified ones such as `affiliation:any:equipment` or `vehicle:submarine`. */
const allowsEntry = vocabulary(parseAllow, "affiliation:templars:vehicle");
/** `forbids`: what the deck may never (`never:`) or normally not (`not:`) play while this card is the Commander. */
const forbidsEntry = vocabulary(parseForbid, "never:card:dark-legion-citadel");
/** `needs`: what must be in play before this card can be played; alternatives separated by `|`. */
const needsEntry = vocabulary(parseNeed, "equipment");

/**
 * Names by locale, plus `alt`: an earlier spelling of the card's name that our catalog used
 * (a source's typo), kept so old deck lists still find the card. It is not a language.
 */
const darkEdenNames = z.record(z.string().regex(/^([a-z]{2}(-[A-Z]{2})?|alt)$/, "a locale such as pl, es, en, or alt"), z.string().trim().min(1).max(200));

/** Warrior classes are a field of their own, never a designation. */
const CLASS_WORDS = ["INFANTRY", "CAVALRY", "VEHICLE"];

const iconCount = z.number().int().min(1).max(20);
const resourceIcons = z
  .object({ gold: iconCount, food: iconCount, rawMaterials: iconCount, fuel: iconCount })
  .partial()
  .strict()
  .refine((icons) => Object.keys(icons).length > 0, { message: "leave the field out when the card shows no icons", params: { key: "card.noIcons" } });

const designation = z
  .string()
  .regex(/^\p{Lu}[\p{Lu}\p{N} '&!-]*$/u, "upper-case words as printed, e.g. NO DECK LIMIT")
  .max(60)
  .refine((d) => !CLASS_WORDS.includes(d), { message: "INFANTRY, CAVALRY and VEHICLE go in warriorClass", params: { key: "card.classWord" } });

/** One Dark Eden card in a catalog file (CONTRACTS §1, dark-eden). */
export const darkEdenCardSchema = z
  .object({
    ...baseCardShape,
    names: darkEdenNames.optional(),
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
    allows: z.array(allowsEntry).max(20).optional(),
    forbids: z.array(forbidsEntry).max(20).optional(),
    grants: z.array(designation).max(10).optional(),
    needs: z.array(needsEntry).max(10).optional(),
    corporation: z.enum(CORPORATIONS).optional(),
    afterPlay: z.enum(AFTER_PLAY).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const only = (field: keyof typeof card, types: readonly CardType[]) => {
      if (card[field] !== undefined && !types.includes(card.type)) {
        const message = `${field} is for ${types.join(" / ")} cards, not ${card.type}`;
        ctx.addIssue({ code: "custom", path: [field], message, params: { key: "card.onlyFor", values: { field, types: types.join(" / "), type: card.type } } });
      }
    };
    only("warriorClass", ["warrior"]);
    only("neighborAllowance", ["establishment"]);
    only("afterPlay", ["intrigue", "enhancement"]);
    if (card.corporation !== undefined && card.affiliation !== "megacorporations") {
      ctx.addIssue({ code: "custom", path: ["corporation"], message: "corporation is for megacorporations cards", params: { key: "card.corporation" } });
    }
    for (const field of ["tactics", "designations", "allows", "forbids", "grants", "needs"] as const) {
      const list = card[field] as readonly string[] | undefined;
      if (list && new Set(list).size !== list.length) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} lists a value twice`, params: { key: "card.listedTwice", values: { field } } });
      }
    }
  });

export type DarkEdenCard = z.infer<typeof darkEdenCardSchema>;
