import { z } from "zod";
import { baseCardShape } from "../card-schema";

/**
 * The EDEN catalog fields (CONTRACTS §1, eden-skirmish), one strict schema per card kind
 * ("1. Descripción del material ▶ D - Las cartas": Perfil, Misión, Táctica; CNJ from
 * "Reglas opcionales ▶ 2. Infestación"). Every stat is optional: our sources give few,
 * and a stat no source states is left out, never guessed.
 */

export const STIGMAS = ["destruction", "order", "protection", "change", "chaos"] as const;
export type Stigma = (typeof STIGMAS)[number];

/** The four members of a combatant ("Las cartas de Perfil", 4. Los miembros). */
export const MEMBERS = ["head", "arms", "torso", "legs"] as const;
export type Member = (typeof MEMBERS)[number];

const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "a slug such as jokers or clan-khan")
  .max(60);

/** A characteristic `[normal, wounded]`; either value may be null where no source states it. */
const characteristic = z
  .tuple([z.number().int().min(-20).max(20).nullable(), z.number().int().min(-20).max(20).nullable()])
  .refine(([n, w]) => n !== null || w !== null, { message: "at least one of the normal and wounded values", params: { key: "card.characteristic" } });

/** Constitution points of one member `[white, red]`; null where unknown. */
const constitutionPoints = z
  .tuple([z.number().int().min(0).max(20).nullable(), z.number().int().min(0).max(20).nullable()])
  .refine(([w, r]) => w !== null || r !== null, { message: "at least one of the white and red counts", params: { key: "card.constitution" } });

const constitution = z.strictObject({
  head: constitutionPoints.optional(),
  arms: constitutionPoints.optional(),
  torso: constitutionPoints.optional(),
  legs: constitutionPoints.optional(),
});

const faces = z.array(z.number().int().min(1).max(6)).min(1).max(6);

/** Location index: the d6 faces a source states for each member (may be partial). */
const location = z.strictObject({ head: faces.optional(), arms: faces.optional(), torso: faces.optional(), legs: faces.optional() }).refine(
  (loc) => {
    const all = Object.values(loc).flat();
    return new Set(all).size === all.length;
  },
  { message: "each d6 face belongs to one member only", params: { key: "card.faces" } },
);

/** "8. El equipo ▶ A - Categorías": Tiro, Lanz, Chorro, Pr, Tecno. */
export const EQUIPMENT_CATEGORIES = ["shooting", "throwing", "spray", "protection", "tech"] as const;

const equipment = z.union([
  z.string().trim().min(1).max(120),
  z.strictObject({
    name: z.string().trim().min(1).max(120),
    categories: z.array(z.enum(EQUIPMENT_CATEGORIES)).max(5).optional(),
    effects: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  }),
]);

/** "7. Las capacidades especiales": permanent or action abilities, with an optional cost. */
const ability = z.strictObject({
  name: z.string().trim().min(1).max(120),
  kind: z.enum(["permanent", "action"]),
  cost: z.union([z.number().int().min(0).max(99), z.string().trim().min(1).max(40)]).optional(),
  text: z.string().max(1000).optional(),
});

/** What a profile card (combatant or npc) may carry. */
const profileShape = {
  ...baseCardShape,
  faction: slug.optional(),
  stigma: z.enum(STIGMAS).optional(),
  types: z.array(slug).min(1).max(8).optional(),
  psi: characteristic.optional(),
  cbt: characteristic.optional(),
  vig: characteristic.optional(),
  rap: characteristic.optional(),
  constitution: constitution.optional(),
  location: location.optional(),
  equipment: z.array(equipment).max(20).optional(),
  abilities: z.array(ability).max(20).optional(),
};

export const combatantSchema = z.strictObject({
  ...profileShape,
  kind: z.literal("combatant"),
  value: z.number().int().min(0).max(1000).optional(),
});

/** A CNJ carries a level instead of a value ("2. Infestación"). */
export const npcSchema = z.strictObject({
  ...profileShape,
  kind: z.literal("npc"),
  level: z.number().int().min(0).max(100).optional(),
});

const restriction = z.union([z.strictObject({ faction: slug }), z.strictObject({ stigma: z.enum(STIGMAS) })]);

export const missionSchema = z.strictObject({
  ...baseCardShape,
  kind: z.literal("mission"),
  missionType: z.enum(["secret", "revealed"]).optional(),
  deployment: z.enum(["confrontation", "ambush"]).optional(),
  restriction: restriction.optional(),
});

/** "Las cartas de Táctica ▶ 3. Reglas especiales": Táctica, Primer turno, Anulación (X). */
const tacticRule = z.union([z.enum(["tactic", "first-turn"]), z.string().regex(/^cancel:\d{1,2}$/, "cancel:<X>")]);

export const tacticSchema = z.strictObject({
  ...baseCardShape,
  kind: z.literal("tactic"),
  rules: z.array(tacticRule).max(5).optional(),
});

export const edenCardSchema = z.discriminatedUnion("kind", [combatantSchema, npcSchema, missionSchema, tacticSchema]);

export type EdenCard = z.infer<typeof edenCardSchema>;
export type Combatant = z.infer<typeof combatantSchema>;
export type Npc = z.infer<typeof npcSchema>;
export type Mission = z.infer<typeof missionSchema>;
export type Tactic = z.infer<typeof tacticSchema>;
export type EdenKind = EdenCard["kind"];
