import { cardsParam, finding } from "../types";
import { AFFILIATIONS, AFFILIATION_NAMES, affiliationBits, type Affiliation } from "./card";
import type { CardFacts } from "./card-facts";
import { mainAllySelector, matchesKinds, type ForbidEntry } from "./card-text";
import type { Card } from "./deck";
import { isBeginner, type ModeHeader } from "./first-few-games";
import type { Access, AffiliationAccess, DeckCheck, DeckContext, PlaySlot, QualifiedAccess } from "./rule";

/** The affiliation entries of a card's `allows`: plain (`affiliation:templars`), qualified (`affiliation:any:equipment`), the Commander's main ally's warriors. */
function affiliationAllows(card: Card, facts: CardFacts, commander: Card) {
  const plain: Affiliation[] = [];
  const qualified: QualifiedAccess[] = [];
  for (const entry of facts.allows) {
    const ally = entry.enables === "main-ally" ? mainAllySelector(commander) : undefined;
    if (ally && "affiliation" in ally) qualified.push({ selector: ally, by: card });
    if (entry.enables !== "affiliation") continue;
    const { affiliation, kind } = entry.selector;
    if (kind === undefined && affiliation !== "any") plain.push(affiliation);
    else qualified.push({ selector: entry.selector, by: card });
  }
  return { plain, qualified };
}

// Every affiliation, for decks that do not judge by it: read, never changed.
const EVERY_AFFILIATION: ReadonlySet<Affiliation> = new Set(AFFILIATIONS);

/** What a Commander lets in by its own text. */
interface CommanderAccess {
  /** General, the Commander's affiliation and those its text allows: read, never changed. */
  native: ReadonlySet<Affiliation>;
  nativeBits: number;
  qualified: readonly QualifiedAccess[];
  /** The access of a deck no card of which lets in an affiliation: the Commander's alone, read, never changed. */
  alone: AffiliationAccess;
}

// Decks that do not judge by affiliation, or whose Commander's text alone decides it, share these: read, never changed.
const NO_CARDS: ReadonlyMap<Affiliation, readonly Card[]> = new Map();
/** Every affiliation playable from the start: a beginner deck's access (`known`), or a deck's without a Commander to judge by. */
function everyAffiliation(known: boolean): AffiliationAccess {
  return Object.freeze({ known, native: EVERY_AFFILIATION, nativeBits: affiliationBits(EVERY_AFFILIATION), viaCards: NO_CARDS, qualified: Object.freeze([]) });
}
const BEGINNER_ACCESS = everyAffiliation(true);
const UNKNOWN_ACCESS = everyAffiliation(false);

function commanderAccess(commander: Card, commanderFacts: CardFacts): CommanderAccess {
  const own = affiliationAllows(commander, commanderFacts, commander);
  const native = new Set<Affiliation>(["general", commander.affiliation, ...own.plain]);
  const qualified = Object.freeze(own.qualified);
  const nativeBits = affiliationBits(native);
  return { native, nativeBits, qualified, alone: Object.freeze({ known: true, native, nativeBits, viaCards: NO_CARDS, qualified }) };
}

/**
 * The Commander's `forbids` entry that names the card of `facts` (card-facts.ts): NEVER before NOT (rules, "NOT vs. NEVER").
 * Dark Eden rules, "UNIVERSAL RULES": the Commander's own text wins over the general rules.
 */
function commanderForbids(commanderFacts: CardFacts | undefined, facts: CardFacts): ForbidEntry | undefined {
  if (!commanderFacts) return undefined;
  let first: ForbidEntry | undefined;
  for (const entry of commanderFacts.forbids) {
    if (!matchesKinds(facts, facts.kinds, entry.selector)) continue;
    if (entry.force === "never") return entry;
    first ??= entry;
  }
  return first;
}

/**
 * True when one of the card's `needs` asks only for a Commander of another affiliation than
 * this one (the Writ of Inquisitor Benedictus and a Dark Legion Commander): it can never be played.
 */
function blockedByCommander(commander: Card | undefined, facts: CardFacts): boolean {
  if (!commander) return false;
  return facts.needs.some(
    (atoms) => atoms !== undefined && atoms.length > 0 && atoms.every((atom) => "commanderNot" in atom && atom.commanderNot === commander.affiliation),
  );
}

/**
 * Dark Eden rules, "AFFILIATION": a card is playable when it is General or of the Commander's
 * affiliation; other affiliations only "by playing other cards first" (an Embassy, the Citadel …).
 * "UNIVERSAL RULES": card text wins, so a Commander's or card's qualified allows let in just the
 * cards they name (Samir's Templar VEHICLES, the Writ's ISLAND TEAM MEMBERS).
 * An enabler counts only if it can itself be played (the Commander never forbids it, its own needs allow this Commander),
 * so cards are followed until nothing changes. "YOUR FIRST FEW GAMES": every affiliation is playable.
 */
export function affiliationAccess(
  mode: ModeHeader,
  commander: Card | undefined,
  commanderFacts: CardFacts | undefined,
  slots: readonly PlaySlot[],
): AffiliationAccess {
  if (isBeginner(mode)) return BEGINNER_ACCESS;
  if (!commander || !commanderFacts) return UNKNOWN_ACCESS;
  const own = commanderAccess(commander, commanderFacts);
  // Most decks hold no card that lets in an affiliation: the Commander's own text then decides alone.
  if (!slots.some((slot) => slot.facts.letsInAffiliations)) return own.alone;
  return followEnablers(own, commander, commanderFacts, slots);
}

/**
 * The access of a deck some of whose cards let in affiliations: each such card that can itself be
 * played lets its affiliations in, so the cards are followed until nothing changes.
 */
function followEnablers(own: CommanderAccess, commander: Card, commanderFacts: CardFacts, slots: readonly PlaySlot[]): AffiliationAccess {
  const native = own.native;
  const viaCards = new Map<Affiliation, Card[]>();
  const qualified: QualifiedAccess[] = [...own.qualified];
  const access: AffiliationAccess = { known: true, native, nativeBits: own.nativeBits, viaCards, qualified };
  for (let changed = true; changed; ) {
    changed = false;
    for (const { card, facts } of slots) {
      // A card whose `allows` names no affiliation (none, or only CAVALRY, VEHICLES, EQUIPMENT) lets nothing in here: no need to ask whether it can be played.
      if (!facts.letsInAffiliations) continue;
      if (
        facts.type === "commander" ||
        !accessOf(access, facts) ||
        commanderForbids(commanderFacts, facts)?.force === "never" ||
        blockedByCommander(commander, facts)
      ) {
        continue;
      }
      const allows = affiliationAllows(card, facts, commander);
      for (const allowed of allows.plain) {
        if (native.has(allowed)) continue;
        const via = viaCards.get(allowed) ?? [];
        if (!via.includes(card)) {
          viaCards.set(allowed, [...via, card]);
          changed = true;
        }
      }
      for (const entry of allows.qualified) {
        if (!qualified.some((q) => q.by === card && (q.selector === entry.selector || JSON.stringify(q.selector) === JSON.stringify(entry.selector)))) {
          qualified.push(entry);
          changed = true;
        }
      }
    }
  }
  for (const via of viaCards.values()) Object.freeze(via);
  Object.freeze(qualified);
  return Object.freeze(access);
}

/**
 * Works out, for each slot of the play deck, how its card gets in by affiliation (`access`), the
 * Commander's `forbids` entry that names it and whether it can ever be played from this deck:
 * its affiliation lets it in, the Commander never forbids it and its needs allow this Commander.
 */
export function admit(slots: readonly PlaySlot[], affiliations: AffiliationAccess, commander: Card | undefined, commanderFacts: CardFacts | undefined): void {
  // Most Commanders forbid nothing, and most cards need nothing: then there is nothing to match.
  const forbidsAny = commanderFacts !== undefined && commanderFacts.forbids.length > 0;
  for (const slot of slots) {
    const { facts } = slot;
    const access = accessOf(affiliations, facts);
    const forbidden = forbidsAny ? commanderForbids(commanderFacts, facts) : undefined;
    slot.access = access;
    slot.forbidden = forbidden;
    slot.canPlay = access !== null && forbidden?.force !== "never" && !(facts.needs.length > 0 && blockedByCommander(commander, facts));
  }
}

// Every native card's answer: read, never changed.
const NATIVE: Access = Object.freeze({ native: true });

/** How the card of `facts` (card-facts.ts) gets in by affiliation: native (the Commander's own text counts from the start), via cards, or not. */
function accessOf(access: AffiliationAccess, facts: CardFacts): Access {
  // Every affiliation has its bit; a card of another value (none in the schema) is asked by name.
  if (!access.known || (facts.affiliationBit !== 0 ? (access.nativeBits & facts.affiliationBit) !== 0 : access.native.has(facts.affiliation))) return NATIVE;
  // The cards that let in its affiliation (each once), then those whose qualified allow names it, each once, in order.
  const viaAffiliation = access.viaCards.get(facts.affiliation);
  let via: Card[] | undefined;
  for (const q of access.qualified) {
    if (!matchesKinds(facts, facts.kinds, q.selector)) continue;
    if (q.by.type === "commander") return NATIVE;
    via ??= viaAffiliation ? [...viaAffiliation] : [];
    if (!via.includes(q.by)) via.push(q.by);
  }
  if (via) return { native: false, via };
  return viaAffiliation ? { native: false, via: viaAffiliation } : null;
}

/** The play-deck cards not native to this deck, with how they get in and whose deck it is ("Samir of the Rising Moon (Crescentia)"). */
function othersOf(ctx: DeckContext) {
  const { commander } = ctx;
  if (!commander || isBeginner(ctx.mode)) return [];
  let theirs: string | undefined;
  const others: { card: Card; access: Access; theirs: string }[] = [];
  for (const { card, facts, access } of ctx.slots) {
    if (access?.native === true || facts.type === "commander") continue;
    theirs ??= `${commander.name} (${AFFILIATION_NAMES[commander.affiliation]})`;
    others.push({ card, access, theirs });
  }
  return others;
}

// Dark Eden rules, "AFFILIATION": a card of another affiliation that no card in the deck allows can never be played.
export const affiliationError: DeckCheck = {
  codes: ["DE_AFFILIATION"],
  level: "error",
  section: "AFFILIATION",
  explanation:
    "Every card must be General or of the Commander's affiliation, unless a card in the deck (an Embassy, the Dark Legion Citadel, Harding's Influence, the Commander's own text …) allows it.",
  check: (ctx) =>
    othersOf(ctx)
      .filter(({ access }) => access === null)
      .map(({ card }) => {
        const side = AFFILIATION_NAMES[card.affiliation];
        return finding("DE_AFFILIATION", [card.code], {
          card: cardsParam([card]),
          side: { term: card.affiliation, text: side },
          commander: cardsParam(ctx.commander ? [ctx.commander] : []),
          commanderSide: { term: ctx.commander?.affiliation ?? "general", text: AFFILIATION_NAMES[ctx.commander?.affiliation ?? "general"] },
        });
      }),
};

// Dark Eden rules, "AFFILIATION": a card of another affiliation is playable only once the card that allows it is in play.
export const affiliationEnabler: DeckCheck = {
  codes: ["DE_AFFILIATION_ENABLER"],
  level: "warning",
  section: "AFFILIATION",
  explanation: "A card of another affiliation that a card in the deck allows: it can be played only once that card is in play.",
  check: (ctx) =>
    othersOf(ctx).flatMap(({ card, access }) => {
      if (!access || access.native) return [];
      const side = AFFILIATION_NAMES[card.affiliation];
      return [
        finding("DE_AFFILIATION_ENABLER", [card.code, ...access.via.map((c) => c.code)], {
          card: cardsParam([card]),
          side: { term: card.affiliation, text: side },
          commander: cardsParam(ctx.commander ? [ctx.commander] : []),
          commanderSide: { term: ctx.commander?.affiliation ?? "general", text: AFFILIATION_NAMES[ctx.commander?.affiliation ?? "general"] },
          via: cardsParam(access.via, "or"),
        }),
      ];
    }),
};
