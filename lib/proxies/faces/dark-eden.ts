/**
 * Dark Eden: name (and the Polish name when it differs), CV in the corner, type, warrior
 * class and affiliation, battle tactics, resource icons as labelled chips (provided in blue,
 * required in red, each row labelled so it reads in black and white too), neighbour
 * allowance, initial cost, designations, what the card allows, after-play and the summary.
 */
import { type Block, type Chip, BLUE, GREY, RED, WHITE, chips, hex, paragraph, rule } from "../layout";
import { type Face, drawFace, field, prose } from "../frame";
import { ENGLISH_PROXY_LABELS, type ProxyLabels, term } from "../labels";
import { DASH, humanize, label, num, otherNames, rec, show, signed, str, strList } from "../fields";

const AFFILIATIONS: Record<string, { name: string; color: string }> = {
  general: { name: "General", color: "#666666" },
  "sons-of-rasputin": { name: "Sons of Rasputin", color: "#8c1c13" },
  templars: { name: "Templars", color: "#9a7b12" },
  "lutheran-triad": { name: "Lutheran Triad", color: "#3b6b2a" },
  crescentia: { name: "Crescentia", color: "#1f6f78" },
  "dark-legion": { name: "Dark Legion", color: "#4a2f6b" },
  megacorporations: { name: "Megacorporations", color: "#2b4c7e" },
  brotherhood: { name: "Brotherhood", color: "#7a5c1e" },
};

const RESOURCES: Record<string, string> = { gold: "Gold", food: "Food", rawMaterials: "Raw Materials", fuel: "Fuel" };
const RESOURCE_ORDER = ["gold", "food", "rawMaterials", "fuel"];
const TACTICS: Record<string, string> = { land: "Land", sea: "Sea", air: "Air" };

/** `{ gold: 2, food: 1 }` → "2 Gold", "1 Food" in the standard order, zeros left out, in the sheet's language. */
function resourceTags(value: unknown, words: ProxyLabels): string[] {
  const icons = rec(value);
  if (!icons) return [];
  const keys = [...RESOURCE_ORDER.filter((k) => Object.hasOwn(icons, k)), ...Object.keys(icons).filter((k) => !RESOURCE_ORDER.includes(k))];
  return keys
    .map((k) => ({ k, n: num(icons[k]) }))
    .filter(({ n }) => n === undefined || n !== 0)
    .map(({ k, n }) => `${n ?? DASH} ${term(words, "deResource", k, RESOURCES[k] ?? humanize(k))}`);
}

const affiliationName = (slug: string, words: ProxyLabels) => term(words, "deAffiliation", slug, AFFILIATIONS[slug]?.name ?? humanize(slug));

function allowsText(value: unknown, words: ProxyLabels): string | undefined {
  const items = strList(value).map((a) => {
    const m = /^affiliation:(.+)$/.exec(a);
    return m ? affiliationName(m[1], words) : humanize(a);
  });
  return items.length > 0 ? items.join(", ") : undefined;
}

/** What a Dark Eden face prints as its type line and tags: type, class and affiliation; battle tactics; provided and required resources. */
export function darkEdenTypeAndTags(card: Record<string, unknown>, words: ProxyLabels = ENGLISH_PROXY_LABELS) {
  const type = str(card.type);
  const aff = str(card.affiliation);
  const warriorClass = str(card.warriorClass);
  const typeLine = [
    type ? term(words, "deType", type, humanize(type)) : "Card",
    warriorClass ? term(words, "deClass", warriorClass, humanize(warriorClass)) : undefined,
    aff ? affiliationName(aff, words) : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    typeLine,
    tactics: strList(card.tactics).map((t) => term(words, "deTactic", t, TACTICS[t] ?? humanize(t))),
    provides: resourceTags(card.provides, words),
    requires: resourceTags(card.requires, words),
  };
}

export const darkEdenFace: Face = (card, ctx) => {
  const words = ctx.labels ?? ENGLISH_PROXY_LABELS;
  const type = str(card.type);
  const aff = str(card.affiliation);
  const affiliation = aff ? (AFFILIATIONS[aff] ?? { name: humanize(aff), color: "#666666" }) : undefined;
  const isWarrior = type === "warrior";
  const isCommander = type === "commander";
  const isEstablishment = type === "establishment";
  const fighting = isWarrior || isCommander;

  const accent = hex(affiliation?.color ?? "#666666", GREY);
  const cv = num(card.cv);
  const corner = cv !== undefined ? { label: "CV", value: type === "intrigue" ? signed(cv) : String(cv) } : fighting ? { label: "CV", value: DASH } : undefined;

  const { typeLine, tactics, provides, requires } = darkEdenTypeAndTags(card, words);
  const body: Block[] = [paragraph(typeLine, { size: 7, font: "bold", maxLines: 2 })];

  const designations = strList(card.designations);
  if (designations.length > 0) body.push(paragraph(designations.map((d) => d.toUpperCase()).join(" · "), { size: 6.5, font: "bold", color: RED }));

  if (tactics.length > 0 || fighting || isEstablishment) {
    const items: Chip[] = tactics.length > 0 ? tactics.map((t) => ({ text: t, stroke: hex("#333333") })) : [{ text: DASH, stroke: hex("#333333") }];
    body.push(chips(items, { size: 6.5, label: words.tactics }));
  }
  const chipsOf = (texts: string[], fill: typeof BLUE): Chip[] => texts.map((text) => ({ text, fill, color: WHITE }));
  if (provides.length > 0) body.push(chips(chipsOf(provides, BLUE), { size: 6.5, label: words.provides, labelColor: BLUE }));
  if (requires.length > 0) body.push(chips(chipsOf(requires, RED), { size: 6.5, label: words.requires, labelColor: RED }));

  const facts: Chip[] = [];
  const neighbours = num(card.neighborAllowance) ?? (isCommander ? 4 : undefined);
  if (neighbours !== undefined || isEstablishment) facts.push({ text: `${words.neighbours} ${show(neighbours)}`, stroke: accent });
  if (card.initialCost !== undefined) facts.push({ text: `${words.initialCost} ${show(card.initialCost)}`, stroke: accent });
  if (facts.length > 0) body.push(chips(facts, { size: 6.5 }));

  const allows = allowsText(card.allows, words);
  if (allows) body.push(field(words.allows, allows));
  const afterPlay = label(card.afterPlay);
  if (afterPlay) body.push(field(words.afterPlay, afterPlay));

  const text = str(card.text);
  if (text) body.push(rule(), prose(text));

  drawFace(ctx, {
    accent,
    title: card.name,
    subtitles: otherNames(card.name, card.names, ["pl"]),
    corner,
    body,
    footer: ["Dark Eden", str(card.set) ?? "", card.code],
  });
};
