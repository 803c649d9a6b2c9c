import type { CatalogFilter } from "../types";
import { STIGMAS } from "./card";
import { FACTIONS, stigmaName } from "./warband";

/** The EDEN catalog page's filters: card kind, faction, stigma, value (points). */
export const catalogFilters: readonly CatalogFilter[] = [
  {
    key: "kind",
    label: "Kind",
    kind: "type",
    field: "kind",
    options: [
      { value: "combatant", label: "Combatant" },
      { value: "npc", label: "NPC" },
      { value: "mission", label: "Mission" },
      { value: "tactic", label: "Tactic" },
    ],
  },
  { key: "faction", label: "Faction", kind: "equals", field: "faction", options: FACTIONS.map((f) => ({ value: f.slug, label: f.name })) },
  { key: "stigma", label: "Stigma", kind: "equals", field: "stigma", options: STIGMAS.map((s) => ({ value: s, label: stigmaName(s) })) },
  { key: "value", label: "Value", kind: "range", field: "value" },
];
