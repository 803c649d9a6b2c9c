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
