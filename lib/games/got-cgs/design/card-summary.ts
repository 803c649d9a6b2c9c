/**
 * What the engine reads from a designed card, for the designer's structured view beside
 * the attributes text: Type, Subtype, Roleplay and the other global attributes, costs,
 * resources and feats (costs.ts), the conditions as the printer writes them, and what the
 * identifier says (identifier.ts) checked against the set's other cards.
 */
import { categories, globalAttributes, printAttribute, type AttrValue } from "../attributes";
import type { GotCard } from "../card";
import { cardAttributes } from "../card-attributes";
import { deckCard, type CardRef } from "../card-coverage";
import { costsAndResources, type CostsAndResources } from "../costs";
import { goldUnclaimable } from "../era-deck-rules";
import { identificationNumber, identityKey, isHnpIdentifier } from "../identifier";
import { predefinedCategory } from "../attributes/vocabulary";

export interface IdentifierCheck {
  /** The identification number: the identifier's trailing number ("Definitions ▶ Identification number"). */
  number: number | undefined;
  /** "HNP" in the identifier: for era decks of the high number of players ("Card packs ▶ Customize a session pack"). */
  hnp: boolean;
  /** Other cards of the set with the same identifier: the rules take them for copies of one card ("Cards"). */
  sameAs: CardRef[];
  /** A gold card no silver card of the set shares the number with cannot be claimed ("▶ Turn ▶ Claim gold card"). */
  goldUnclaimable: boolean;
}

export interface CardSummary {
  type: string | undefined;
  subtype: string | undefined;
  roleplay: string | undefined;
  level: number | undefined;
  /** The other global attributes, as written (Affiliation, Unique, powers, custom ones). */
  globals: { name: string; value: string }[];
  costs: CostsAndResources;
  /** Every feat, numbers and texts ("Cards ▶ Predefined attribute categories ▶ Feats"). */
  feats: { name: string; value: string }[];
  /** Conditional categories with their conditions, printed. */
  conditions: { category: string; lines: string[] }[];
  identifier: IdentifierCheck;
  gold: boolean;
  /** True when the engine found no problem in the attributes text. */
  clean: boolean;
}

const shown = (v: AttrValue) => (v.kind === "int" ? String(v.value) : `"${v.value}"`);
const SHOWN_APART = new Set(["Type", "Subtype", "Roleplay", "Level"]);

export function cardSummary(card: GotCard, others: readonly GotCard[], set = "design"): CardSummary {
  const parsed = cardAttributes(card);
  const model = parsed.model;
  const subtype = model.global.get("Subtype");
  const feats = model.lists.get("Feats") ?? new Map<string, AttrValue>();
  return {
    type: model.type,
    subtype: subtype?.kind === "text" ? subtype.value : undefined,
    roleplay: model.roleplay,
    level: model.level,
    globals: globalAttributes(parsed.ast)
      .filter((a) => !SHOWN_APART.has(a.ref.name))
      .map((a) => ({ name: a.ref.name, value: printAttribute(a).slice(a.ref.name.length + 1) })),
    costs: costsAndResources(model),
    feats: [...feats].map(([name, v]) => ({ name, value: shown(v) })),
    conditions: categories(parsed.ast)
      .filter((c) => predefinedCategory(c.name)?.contents === "conditions")
      .map((c) => ({ category: c.name, lines: c.attributes.map(printAttribute) })),
    identifier: identifierCheck(card, others, set),
    gold: card.gold === true,
    clean: parsed.problems.length === 0,
  };
}

function identifierCheck(card: GotCard, others: readonly GotCard[], set: string): IdentifierCheck {
  const rest = others.filter((c) => c.code !== card.code);
  const key = identityKey(card);
  const hasIdentifier = typeof card.identifier === "string" && card.identifier.trim() !== "";
  const unclaimable =
    card.gold === true && goldUnclaimable([deckCard(card, set), ...rest.map((c) => deckCard(c, set))]).some((i) => i.cards.includes(card.code));
  return {
    number: identificationNumber(card.identifier),
    hnp: isHnpIdentifier(card.identifier),
    sameAs: hasIdentifier ? rest.filter((c) => identityKey(c) === key).map((c) => ({ code: c.code, name: c.name })) : [],
    goldUnclaimable: unclaimable,
  };
}
