/**
 * Converts the researched Dark Eden card facts into the catalog files
 * `card-data/dark-eden/base.json` and `card-data/dark-eden/genesis.json` (CONTRACTS §1).
 *
 *   npx tsx scripts/catalog/dark-eden.ts [path/to/catalog-facts/dark-eden.json]
 *
 * The default source is `../shared/catalog-facts/dark-eden.json` beside the repository.
 * Facts the rules text states win over the researched facts; they are the RULES_TEXT
 * overrides below, each naming the rules section it comes from. Every written card is
 * checked against the game's card schema, and codes must be unique.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  AFFILIATIONS,
  TRIBAL_AFFILIATIONS,
  darkEdenCardSchema,
  type Affiliation,
  type Allows,
  type CardType,
  type DarkEdenCard,
} from "../../lib/games/dark-eden/card";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE = resolve(ROOT, process.argv[2] ?? "../shared/catalog-facts/dark-eden.json");
const OUT = resolve(ROOT, "card-data/dark-eden");

interface FactCard {
  name: string;
  name_en: string | null;
  name_pl: string;
  set: string;
  type: string;
  affiliation: string;
  cv?: number | string | null;
  cv_modifier?: number | string | null;
  battle_tactics?: { land: boolean; sea: boolean; air: boolean } | null;
  neighbor_allowance?: number | null;
  resources?: { provided?: Record<string, number>; required?: Record<string, number> };
  initial_cost?: number | string | null;
  designations?: string[];
  designations_pl_untranslated?: string[];
  allows?: string[];
  post_play?: string | null;
  effect_summary?: string;
}

/** English names the source misspells; the right spelling is clear from the same source or the word. */
const SPELLING: Record<string, string> = {
  "HUSEIN OF THE DROWNED STAR": "Hussein of the Drowned Star", // the card's own text and Polish name say Hussein
  TAITWAVE: "Tailwave", // the card's own text says Tailwave
  "PREFABICATION YARD": "Prefabrication Yard",
  GRAINERY: "Granary",
  "ANTI-TERRORISM HEADQUATERS": "Anti-Terrorism Headquarters",
  "FERTILLE GROUNDS": "Fertile Grounds",
  "JIHAD INFANTARY TROOPER": "Jihad Infantry Trooper",
  "OUR ENEMY IS WEAKNESS IS EXPOSED": "Our Enemy's Weakness Is Exposed", // Polish: the enemy's weakness exposed
  "ANTI_AIRCRAFT GUN": "Anti-Aircraft Gun",
  "CALL TP ARMS": "Call to Arms",
  "WRIT OF INQUSITOR BENEDICTUS": "Writ of Inquisitor Benedictus", // Polish: Pismo Inkwizytora
};

/**
 * English names the source misspells, found after the first catalog was published: the
 * corrected name is shown, the old one stays under `names.alt` (so old deck lists still find
 * the card) and the code stays as it was (codes are stable, CONTRACTS §1).
 */
const LATE_SPELLING: Record<string, string> = {
  PEACTIME: "Peacetime", // no such word; Polish CZAS POKOJU = peacetime
  RECYCYLE: "Recycle", // no such word; Polish ODZYSK = recovery
  "RICH DEPOSITE": "Rich Deposit", // Polish ZNACZĄCY DEPOZYT = a rich deposit
};

/** Polish names the source misspells (same treatment as LATE_SPELLING). */
const PL_SPELLING: Record<string, string> = {
  "PLATWORMA WIERTNICZA": "Platforma Wiertnicza", // the card's own text in the same source says Platforma
  "FARMA WADOROSTÓW": "Farma Wodorostów", // wodorosty = seaweed; "wadorosty" is no Polish word
  "POBŁOGOSŁAWIONY PRZEZ ŚWATŁO": "Pobłogosławiony przez Światło", // światło = light; "śwatło" is no Polish word
  "RZEMYŚL TO JESZCZE RAZ": "Przemyśl To Jeszcze Raz", // the MSE script spells it PRZEMYSL TO JESZCZE RAZ
};

/**
 * What a card's own text changes about what a deck may play ("UNIVERSAL RULES": card text
 * wins), read from the card texts of the facts' main source (dark-eden-digital: the MSE
 * script's English texts, the Polish set files) and written in the card-text vocabulary
 * (lib/games/dark-eden/card-text.ts). `text` is our own short summary, used when the facts
 * give none.
 */
const DECK_TEXT: Record<string, Pick<DarkEdenCard, "allows" | "forbids" | "grants" | "needs" | "text">> = {
  // Commanders
  "Samir of the Rising Moon": { allows: ["affiliation:templars:vehicle", "affiliation:sons-of-rasputin:vehicle", "affiliation:lutheran-triad:vehicle"] },
  "Diuk Erich von Drier": { allows: ["affiliation:any:equipment"] },
  "Nepharite Ancyrite": { forbids: ["never:card:katedra-bractwa", "never:affiliation:brotherhood:warrior"], grants: ["WORTHY OF DARK SYMMETRY"] },
  "Wielki Heretyk Marcus": { forbids: ["never:card:katedra-bractwa", "never:affiliation:brotherhood:warrior"] },
  Serennel: { forbids: ["not:embassy"] },
  "Bartholomew Giesel": { forbids: ["never:card:dark-legion-citadel"] },
  "Brat Horatio": { forbids: ["never:card:dark-legion-citadel"] },
  "Noah Wrought": { allows: ["affiliation:megacorporations:imperial-member"] },
  // Establishments
  "Munitions Dump": { allows: ["affiliation:any:equipment"] },
  "Stocznia Łodzi Podwodnych": {
    allows: ["vehicle:submarine"],
    text: "Lets you play SUBMARINE warriors; a SUBMARINE that is a VEHICLE needs no card that allows VEHICLES.",
  },
  "Placówka Korporacji": {
    allows: ["affiliation:megacorporations"],
    text: "EMBASSY: choose one Megacorporation as you build it; you may then play that corporation's members and General Megacorporation cards (each copy may choose another).",
  },
  "Ściana Płaczu": {
    grants: ["SPELLCASTER"],
    text: "UNIQUE. Adjacent Establishments get +6 CV; all your warriors count as SPELLCASTERS; Dark Legion warriors may never raid it.",
  },
  "Komitet Doradczy Bractwa": {
    grants: ["SPELLCASTER"],
    text: "All your INFANTRY may cast ART SPELLS and get +4 CV against the Dark Legion. Copies do not add up.",
  },
  "Starożytna Krypta": {
    grants: ["PROPHET"],
    text: "UNIQUE. All your INFANTRY may invoke PROPHECIES; pay 3 gold once a turn to discard an attachment; defends with INFANTRY played from hand.",
  },
  Ministerstwo: { grants: ["PATRIARCH"], text: "All your Lutheran Triad warriors may perform RITUALS and get +2 CV in the Borderlands. Copies do not add up." },
  // Warriors
  Corsair: {
    needs: ["equipment"],
    text: "INFANTRY; playable only once a card that allows EQUIPMENT is in your Turf. CV doubled when attacking; never WEAPONS or ARMOR.",
  },
  "Jaeger Commando": { needs: ["equipment"], text: "INFANTRY; playable only once a card that allows EQUIPMENT is in your Turf." },
  "Templar Marine": {
    needs: ["equipment"],
    text: "INFANTRY; playable only once a card that allows EQUIPMENT is in your Turf. +2 CV in groups or raids of Templar Marines only.",
  },
  "Greymourn Trenchartillery": {
    needs: ["equipment"],
    text: "INFANTRY; playable only once a card that allows EQUIPMENT is in your Turf. Stops every raid from the Borderlands; never WEAPONS.",
  },
  "Flammen Soldat": {
    needs: ["equipment"],
    text: "INFANTRY, counts as a SOLDAT; playable only once a card that allows EQUIPMENT is in your Turf. Never WEAPONS.",
  },
  "Schwerwaffe Soldat": { needs: ["equipment"], text: "INFANTRY; playable only once a card that allows EQUIPMENT is in your Turf. Never raids by Air." },
  Antagonist: { allows: ["vehicle"], text: "Capitol member. While it is in your Warband or Borderlands you may play VEHICLES; they stay if it goes." },
  // Enhancements
  "Gwiezdny Sojusz": {
    allows: ["main-ally-warriors"],
    text: "Commander enhancement, level 1: you may recruit your main ally's warriors (Crescentia and Mishima, Sons of Rasputin and Bauhaus, Templars and Cybertronic, Lutheran Triad and Imperial; Capitol has none).",
  },
  // Intrigues
  "Writ of Inquisitor Benedictus": {
    allows: ["affiliation:any:island-team-member"],
    needs: ["commander-not:dark-legion"],
    text: "Attach to your Commander: you may Muster ISLAND TEAM MEMBERS. Not playable when your Commander is Dark Legion.",
  },
  "Prophetic Vision": { grants: ["PROPHET"], text: "Play on your warrior: it becomes a PROPHET." },
  "Dark Blessing": { grants: ["WORTHY OF DARK SYMMETRY"], text: "Play on your warrior of any affiliation: it becomes WORTHY OF DARK SYMMETRY." },
  "Pobłogosławiony przez Światło": {
    grants: ["SPELLCASTER"],
    text: "Attach to your warrior (any affiliation) that is not a SPELLCASTER: it becomes a SPELLCASTER of power 3.",
  },
  "Valpurgius Arrives!": {
    grants: ["WORTHY OF DARK SYMMETRY"],
    text: "UNIQUE. Attach to your Commander: you may play Dark Legion cards and all your warriors are WORTHY OF DARK SYMMETRY.",
  },
  Subversive: {
    needs: ["card:espionage-agency|card:sigfried-bourges"],
    text: "Needs an Espionage Agency in your Turf (Sigfried Bourges needs none). Attach to an opponent's INFANTRY to play SABOTAGE on them.",
  },
  ...Object.fromEntries(
    ["Asian Skull", "European Skull", "South American Skull", "North American Skull"].map((skull) => [
      skull,
      {
        needs: ["island-team-member|card:hardings-influence"],
        text: "KEY-CODE SKULL: needs an ISLAND TEAM MEMBER or Harding's Influence in your Dominion; attach to your Commander after a raze. All four win the game.",
      },
    ]),
  ),
};

/** Facts the rules text states (the rules win over the researched facts), by English name. */
const RULES_TEXT: Record<string, Partial<DarkEdenCard>> = {
  // "ANNOUNCE BATTLE TACTIC" example: "Your Corsair has the Land and Sea icons".
  Corsair: { tactics: ["land", "sea"] },
  // "PERFORM LUTHERAN RITUAL": the PATRIARCH card lets you perform Rituals.
  Patriarch: { text: "The PATRIARCH card: while it is in your Dominion you may Perform Lutheran Rituals." },
  // "INVOKE CRESCENTIAN PROPHECY": the PROPHET card lets you invoke Prophecies.
  Prophet: { text: "The PROPHET card: while it is in your Dominion you may Invoke Crescentian Prophecies." },
  // "TIMING" example: The Calling, attached to a warrior, makes it a PATRIARCH.
  "The Calling": { grants: ["PATRIARCH"], text: "Attached to a warrior, it makes that warrior a PATRIARCH (rules, TIMING)." },
  // "TIMING" example: The Blessing is a Ritual doubling the CVs of your Establishments.
  "The Blessing": { text: "RITUAL: the CVs of your Establishments are doubled until your next turn begins." },
  // "TIMING" example: Denied discards an attachment in play.
  Denied: { text: "Discards an attachment in play." },
};

const TYPES: Record<string, CardType> = {
  Commander: "commander",
  Establishment: "establishment",
  Warrior: "warrior",
  Intrigue: "intrigue",
  Enhancement: "enhancement",
};

/** The five Megacorporations carry the Megacorporations affiliation; the corporation goes in the text. */
const CORPORATIONS = ["Bauhaus", "Capitol", "Cybertronic", "Imperial", "Mishima"];

function affiliationOf(source: string): Affiliation {
  if (CORPORATIONS.includes(source)) return "megacorporations";
  const slug = source.toLowerCase().replace(/\s+/g, "-");
  if (slug === "templar") return "templars";
  if ((AFFILIATIONS as readonly string[]).includes(slug)) return slug as Affiliation;
  throw new Error(`unknown affiliation ${source}`);
}

/** Translations of Polish designations whose English word the two rules texts pair up. */
const DESIGNATION_EN: Record<string, string> = {
  "ZAKLĘCIE SZTUKI": "ART SPELL", // "CASTING ART SPELLS" = "RZUCANIE ZAKLĘĆ SZTUKI"
  CZARODZIEJ: "SPELLCASTER", // "SPELLCASTERS" = "CZARODZIEJE" in the same section
  "ŁÓDŹ PODWODNA": "SUBMARINE", // the facts pair them: Stocznia allows "SUBMARINE (ŁÓDŹ PODWODNA) warriors"
};

/** Short English glosses for the Genesis enhancement levels (glossary: Miejsce, Przywódca, Udoskonalenie). */
function glossPolish(term: string): string {
  const level = /^POZIOM (\d) UDOSK\p{L}+ (MIEJSC|PRZYWÓDCY)$/u.exec(term);
  if (level) return `${term} (level ${level[1]} ${level[2] === "MIEJSC" ? "Establishment" : "Commander"} enhancement)`;
  return term;
}

/** The facts' `allows` in the contract's plain values; qualified ones come from DECK_TEXT. */
function allowsOf(card: FactCard): { allows: Allows[]; note?: string } {
  const allows: Allows[] = [];
  let note: string | undefined;
  for (const a of card.allows ?? []) {
    if (a === "CAVALRY warriors") allows.push("cavalry");
    else if (a === "VEHICLE warriors") allows.push("vehicle");
    else if (a === "EQUIPMENT intrigue cards") allows.push("equipment");
    else if (a === "cards of any affiliation") allows.push(...TRIBAL_AFFILIATIONS.map((t) => `affiliation:${t}` as const));
    else if (/ affiliation cards$/.test(a)) {
      allows.push(`affiliation:${affiliationOf(a.replace(/ affiliation cards$/, ""))}` as Allows);
    } else if (!QUALIFIED_IN_DECK_TEXT.includes(a)) {
      note = `Lets you play ${a}.`;
    }
  }
  return { allows: [...new Set(allows)], note };
}

/** The facts' `allows` that only a qualified value says; DECK_TEXT gives those cards theirs. */
const QUALIFIED_IN_DECK_TEXT = [
  "Imperial-member warriors",
  "EQUIPMENT of any affiliation (if you can already play EQUIPMENT)",
  "SUBMARINE (ŁÓDŹ PODWODNA) warriors",
];

const EN_SMALL = new Set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "from", "with", "as", "but", "nor", "von"]);
const PL_SMALL = new Set(["i", "w", "we", "z", "ze", "na", "do", "od", "po", "pod", "spod", "czy", "się", "o", "a", "u", "dla", "przez", "von"]);
const ROMAN = /^(I|II|III|IV|V|VI|VII|VIII|IX|X)$/;

/** "ABDUL IV OF PALE SUN" → "Abdul IV of Pale Sun"; "OBÓZ SZKOLENIOWY" → "Obóz Szkoleniowy". */
function titleCase(name: string, small: Set<string>): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (ROMAN.test(word)) return word;
      if (i > 0 && small.has(lower.replace(/[^\p{L}]/gu, ""))) return lower;
      return lower
        .split("-")
        .map((part, j, parts) => (j > 0 && /^\d/.test(parts[j - 1]) ? part : capitalize(part)))
        .join("-");
    })
    .join(" ");
}

const CONTRACTIONS = new Set(["ll", "re", "ve"]);

function capitalize(part: string): string {
  // Upper-case the first letter, and a letter after an apostrophe (O'Rourke) unless it ends a
  // possessive 's or a contraction: I'll, we're, they've.
  return part
    .replace(/^(\P{L}*)(\p{L})/u, (_, pre: string, c: string) => pre + c.toUpperCase())
    .replace(/'(\p{L}{2,})/gu, (m: string, rest: string) => (CONTRACTIONS.has(rest) ? m : `'${capitalize(rest)}`));
}

function kebab(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function icons(source?: Record<string, number>) {
  if (!source) return undefined;
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(source)) if (n > 0) out[key === "raw_materials" ? "rawMaterials" : key] = n;
  return Object.keys(out).length ? out : undefined;
}

function modifierText(raw: string): string {
  if (/^x\d+$/i.test(raw)) return `CV modifier ×${raw.slice(1)}`;
  if (/^\/\d+$/.test(raw)) return `CV modifier ÷${raw.slice(1)}`;
  return `CV modifier ${raw}`;
}

/** A late spelling fix: the corrected name (and Polish name) and the old spelling kept as `alt`. */
function lateSpelling(fact: FactCard, english: string | null, polish: string): { name: string; pl: string; alt: string } | undefined {
  const en = fact.name_en ? LATE_SPELLING[fact.name_en] : undefined;
  const pl = PL_SPELLING[fact.name_pl];
  if (en) return { name: en, pl: pl ?? polish, alt: english! };
  if (pl) return { name: english ?? pl, pl, alt: polish };
  return undefined;
}

function convert(fact: FactCard): DarkEdenCard {
  const type = TYPES[fact.type];
  if (!type) throw new Error(`unknown type ${fact.type} on ${fact.name}`);
  const english = fact.name_en ? (SPELLING[fact.name_en] ?? titleCase(fact.name_en, EN_SMALL)) : null;
  const polish = titleCase(fact.name_pl, PL_SMALL);
  const name = english ?? polish;
  const late = lateSpelling(fact, english, polish);
  const notes: string[] = [];

  const card: DarkEdenCard = {
    code: kebab(name),
    name: late?.name ?? name,
    names: { pl: late?.pl ?? polish, ...(late ? { alt: late.alt } : {}) },
    type,
    affiliation: affiliationOf(fact.affiliation),
  };
  if (CORPORATIONS.includes(fact.affiliation)) {
    notes.push(`Megacorporation: ${fact.affiliation}.`);
    card.corporation = fact.affiliation.toLowerCase() as DarkEdenCard["corporation"];
  }

  // CV: the card's Combat Value; on intrigues and enhancements the printed modifier.
  const rawCv = type === "intrigue" || type === "enhancement" ? fact.cv_modifier : fact.cv;
  if (typeof rawCv === "number") card.cv = rawCv;
  else if (typeof rawCv === "string" && /^[+-]?\d+$/.test(rawCv)) card.cv = Number(rawCv);
  else if (typeof rawCv === "string") {
    card.cv = null;
    notes.push(type === "intrigue" || type === "enhancement" ? `${modifierText(rawCv)}.` : `CV ${rawCv}.`);
  }

  if (fact.battle_tactics) card.tactics = (["land", "sea", "air"] as const).filter((t) => fact.battle_tactics![t]);
  if (type === "establishment" && typeof fact.neighbor_allowance === "number") {
    if (fact.neighbor_allowance >= 1 && fact.neighbor_allowance <= 4) card.neighborAllowance = fact.neighbor_allowance;
    else notes.push(`Neighbor Allowance ${fact.neighbor_allowance} in the source.`);
  }

  const words = fact.designations ?? [];
  if (type === "warrior") {
    const cls = words.find((d) => ["INFANTRY", "CAVALRY", "VEHICLE"].includes(d));
    if (cls) card.warriorClass = cls.toLowerCase() as DarkEdenCard["warriorClass"];
  }
  const provides = icons(fact.resources?.provided);
  const requires = icons(fact.resources?.required);
  if (provides) card.provides = provides;
  if (requires) card.requires = requires;
  if (typeof fact.initial_cost === "number") card.initialCost = fact.initial_cost;
  else if (typeof fact.initial_cost === "string") notes.push(`Initial Cost ${fact.initial_cost}.`);

  const untranslated: string[] = [];
  const designations = words.filter((d) => !["INFANTRY", "CAVALRY", "VEHICLE"].includes(d));
  for (const pl of fact.designations_pl_untranslated ?? []) {
    if (DESIGNATION_EN[pl]) designations.push(DESIGNATION_EN[pl]);
    else untranslated.push(glossPolish(pl));
  }
  if (designations.length) card.designations = [...new Set(designations)];
  if (untranslated.length) notes.push(`Polish designation${untranslated.length > 1 ? "s" : ""}: ${untranslated.join(", ")}.`);

  const { allows, note } = allowsOf(fact);
  if (allows.length) card.allows = allows;
  if (note && !fact.effect_summary) notes.push(note);

  const afterPlay = { Attached: "attach", Discarded: "discard", Annihilated: "annihilate" } as const;
  if (fact.post_play && (type === "intrigue" || type === "enhancement")) card.afterPlay = afterPlay[fact.post_play as keyof typeof afterPlay];

  const text = [fact.effect_summary, ...notes].filter(Boolean).join(" ");
  if (text) card.text = text;

  const deckText = DECK_TEXT[card.name];
  if (deckText) {
    const { text: deckSummary, allows: qualified, ...fields } = deckText;
    if (qualified) card.allows = [...new Set([...(card.allows ?? []), ...qualified])];
    Object.assign(card, fields);
    if (deckSummary && !fact.effect_summary) card.text = [deckSummary, ...notes].join(" ");
  }

  const rules = RULES_TEXT[name];
  if (rules) {
    const { text: ruleText, designations: ruleDesignations, ...rest } = rules;
    Object.assign(card, rest);
    if (ruleDesignations) card.designations = [...new Set([...(card.designations ?? []), ...ruleDesignations])];
    if (ruleText) card.text = [ruleText, ...notes].join(" ");
  }
  return card;
}

const TYPE_ORDER: CardType[] = ["commander", "establishment", "warrior", "intrigue", "enhancement"];

function writeSet(file: string, set: Record<string, unknown>, cards: DarkEdenCard[]) {
  cards.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.code.localeCompare(b.code));
  const body = { game: "dark-eden", set, cards };
  writeFileSync(resolve(OUT, file), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${file}: ${cards.length} cards`);
}

function main() {
  const facts = JSON.parse(readFileSync(SOURCE, "utf8")) as { cards: FactCard[] };
  const base: DarkEdenCard[] = [];
  const genesis: DarkEdenCard[] = [];
  const seen = new Map<string, string>();
  for (const fact of facts.cards) {
    const card = convert(fact);
    const parsed = darkEdenCardSchema.safeParse(card);
    if (!parsed.success) throw new Error(`${card.code}: ${parsed.error.message}`);
    if (seen.has(card.code)) throw new Error(`duplicate code ${card.code} (${seen.get(card.code)} / ${fact.name})`);
    seen.set(card.code, fact.name);
    (fact.set.startsWith("Genesis") ? genesis : base).push(card);
  }
  for (const name of Object.keys(RULES_TEXT)) {
    if (![...base, ...genesis].some((c) => c.name === name)) throw new Error(`the rules name ${name}, which is not in the facts`);
  }
  for (const name of Object.keys(DECK_TEXT)) {
    if (![...base, ...genesis].some((c) => c.name === name)) throw new Error(`DECK_TEXT names ${name}, which is not in the facts`);
  }
  mkdirSync(OUT, { recursive: true });
  writeSet("base.json", { code: "base", name: "Dark Eden basic set", year: 1997 }, base);
  // Genesis was announced but never released in English; the known cards are Polish (no year given).
  writeSet("genesis.json", { code: "genesis", name: "Genesis", language: "pl" }, genesis);
}

main();
