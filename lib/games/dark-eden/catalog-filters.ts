import type { CatalogFilter } from "../types";
import { AFFILIATIONS, AFFILIATION_NAMES, CARD_TYPES, TACTICS, WARRIOR_CLASSES } from "./card";

const label = (slug: string) => slug[0].toUpperCase() + slug.slice(1);

/** Common designations worth filtering by ("MYSTERY TERMS": designations are printed in capitals). */
const DESIGNATIONS = [
  "UNIQUE",
  "NO DECK LIMIT",
  "EQUIPMENT",
  "WEAPON",
  "ARMOR",
  "RITUAL",
  "PROPHECY",
  "DARK SYMMETRY",
  "ART SPELL",
  "WORTHY OF DARK SYMMETRY",
  "SPELLCASTER",
  "SOLITARY",
  "EMBASSY",
  "SABOTAGE",
];

/** The catalog page's filters, read from the card fields of CONTRACTS §1. */
export const catalogFilters: readonly CatalogFilter[] = [
  { key: "type", label: "Type", kind: "type", field: "type", options: CARD_TYPES.map((t) => ({ value: t, label: label(t) })) },
  {
    key: "affiliation",
    label: "Affiliation",
    kind: "equals",
    field: "affiliation",
    options: AFFILIATIONS.map((a) => ({ value: a, label: AFFILIATION_NAMES[a] })),
  },
  { key: "class", label: "Warrior class", kind: "equals", field: "warriorClass", options: WARRIOR_CLASSES.map((c) => ({ value: c, label: label(c) })) },
  { key: "tactic", label: "Battle tactic", kind: "includes", field: "tactics", options: TACTICS.map((t) => ({ value: t, label: label(t) })) },
  { key: "designation", label: "Designation", kind: "includes", field: "designations", options: DESIGNATIONS.map((d) => ({ value: d, label: d })) },
  { key: "cv", label: "CV", kind: "range", field: "cv" },
  { key: "cost", label: "Initial Cost", kind: "range", field: "initialCost" },
];
