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

/** Each affiliation's bit, by its place in AFFILIATIONS: a set of affiliations as one number (affiliationBits). */
const BITS = new Map<string, number>(AFFILIATIONS.map((a, i) => [a, 1 << i]));

/** The affiliations as a number, a bit each (0 for a value that is not an affiliation). */
export function affiliationBits(affiliations: Iterable<string>): number {
  let bits = 0;
  for (const a of affiliations) bits |= BITS.get(a) ?? 0;
  return bits;
}

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
