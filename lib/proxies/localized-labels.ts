import { ENGLISH_PROXY_LABELS, type FaceTerms, type ProxyLabels, type TermGroup } from "./labels";
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import type { Locale } from "../../i18n/locales";
import { loadMessages } from "../../i18n/messages";
import { serverTranslator } from "../../i18n/server-translator";

/** Where each vocabulary group's words are worded: a game's catalog filter's options (filters.json). */
const FILTER_TERMS: readonly { group: TermGroup; game: GameSlug; filter: string }[] = [
  { group: "deType", game: "dark-eden", filter: "type" },
  { group: "deAffiliation", game: "dark-eden", filter: "affiliation" },
  { group: "deClass", game: "dark-eden", filter: "class" },
  { group: "deTactic", game: "dark-eden", filter: "tactic" },
  { group: "edenKind", game: "eden-skirmish", filter: "kind" },
  { group: "edenFaction", game: "eden-skirmish", filter: "faction" },
  { group: "edenStigma", game: "eden-skirmish", filter: "stigma" },
];

/** …or the card page's words for a field's keys and values (cardFields.json). */
const FIELD_TERMS: readonly { group: TermGroup; path: string }[] = [
  { group: "deResource", path: "keys" },
  { group: "edenType", path: "values.types" },
  { group: "edenMissionType", path: "values.missionType" },
  { group: "edenDeployment", path: "values.deployment" },
];

const termsByLocale = new Map<Locale, FaceTerms>();

/** The games' vocabulary in `locale`, from the messages the catalog and card pages already use (worded once). */
function faceTerms(locale: Locale): FaceTerms {
  const kept = termsByLocale.get(locale);
  if (kept) return kept;
  const t = serverTranslator(locale, undefined, () => {});
  const terms: Record<string, Record<string, string>> = {};
  for (const { group, game, filter } of FILTER_TERMS) {
    // As the catalog page names them (components/catalog/local-filters.ts): the message, else the game's own English.
    const options = rulesetFor(game).catalogFilters?.find((f) => f.key === filter)?.options ?? [];
    const key = (value: string) => `filters.${game}.${filter}.options.${value}`;
    terms[group] = Object.fromEntries(options.map((o) => [o.value, t.has(key(o.value)) ? t(key(o.value)) : o.label]));
  }
  const fields = loadMessages(locale).cardFields as Record<string, unknown> | undefined;
  for (const { group, path } of FIELD_TERMS) {
    const words = path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), fields);
    if (words && typeof words === "object") {
      terms[group] = Object.fromEntries(Object.entries(words).filter((e): e is [string, string] => typeof e[1] === "string"));
    }
  }
  termsByLocale.set(locale, terms);
  return terms;
}

/** The words proxy faces print, in `locale` (messages/<locale>/proxyLabels.json and the games' vocabulary); English where one is missing. */
export function proxyLabels(locale: Locale): ProxyLabels {
  const words = loadMessages(locale).proxyLabels;
  const given = words && typeof words === "object" ? (words as Record<string, unknown>) : {};
  const labels = Object.fromEntries(
    Object.entries(ENGLISH_PROXY_LABELS).map(([key, english]) => [key, typeof given[key] === "string" ? given[key] : english]),
  ) as unknown as ProxyLabels;
  return { ...labels, terms: faceTerms(locale) };
}
