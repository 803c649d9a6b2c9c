import { type MapComposition, TILE_COLOURS } from "@/lib/games/battle-for-eden/map-composition";
import type { Refusal } from "@/lib/games/battle-for-eden/map-creation";
import { type Issue, type IssueParams, issueParams } from "@/lib/games/types";
import { DEFAULT_LOCALE } from "@/i18n/locales";

/** The `maps` namespace's translator (useTranslations("maps") or getTranslations("maps")); keys are built at run time. */
export interface MapsT {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** A colour the game knows, in the reader's language; any other name as written. */
const colourName = (t: MapsT, name: string) => (t.has(`tiles.colours.${name.toLowerCase()}`) ? t(`tiles.colours.${name.toLowerCase()}`) : name);

function values(t: MapsT, params: IssueParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value !== "object") return [key, value];
      if ("cards" in value) return [key, value.cards.map((c) => c.name).join(", ")];
      if ("term" in value) return [key, colourName(t, value.term)];
      return [key, key]; // map findings give no phrases (lib/games/battle-for-eden/map-building.ts)
    }),
  );
}

/**
 * A map check finding in the reader's language (messages/<locale>/maps.json `findings`), from
 * the values the rule gave (lib/games/battle-for-eden/map-building.ts); the land-tile count
 * from the check's composition. English, and a finding without values, keep the rule's message
 * (the CLI's and the API's text).
 */
export function findingText(found: Issue, t: MapsT, locale: string, composition: MapComposition | null): string {
  const params = issueParams(found);
  if (locale === DEFAULT_LOCALE || !params) return found.message;
  if ("more" in params) return t("findings.more", { more: params.more as number, code: found.code });
  if (found.code === "BFE_MAP_COMPOSITION") return composition ? compositionText(t, composition) : found.message;
  return t.has(`findings.${found.code}`) ? t(`findings.${found.code}`, values(t, params)) : found.message;
}

function compositionText(t: MapsT, { players, colors, unseenColors, tooManyColors }: MapComposition): string {
  const n = players.length;
  const item = (count: number, colour: string) => t("findings.composition.item", { count, colour: colourName(t, colour) });
  const names = players.map((p) => t("findings.composition.player", { player: colourName(t, p.player), colour: colourName(t, p.color) })).join(", ");
  const missing = colors.filter((c) => c.missing > 0).map((c) => item(c.missing, c.color));
  if (n > 0 && unseenColors > 0) missing.push(t("findings.composition.unseen", { players: n, count: unseenColors }));
  const extra = colors.filter((c) => c.extra > 0).map((c) => item(c.extra, c.color));
  return [
    t("findings.composition.setup", { players: n, total: n * (TILE_COLOURS + 1), who: n ? t("findings.composition.who", { names }) : "" }),
    n === 0 ? t("findings.composition.noPortal") : "",
    missing.length ? t("findings.composition.missing", { list: missing.join(", ") }) : "",
    extra.length ? t("findings.composition.extra", { list: extra.join(", ") }) : "",
    tooManyColors ? t("findings.composition.tooMany", { named: colors.length }) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Why a map-creation move is not allowed, in the reader's language (maps.json `refusals`); English keeps the rule's text. */
export function refusalText(why: Refusal, t: MapsT, locale: string): string {
  if (locale === DEFAULT_LOCALE || !t.has(`refusals.${why.key}`)) return why.reason;
  const text = t(`refusals.${why.key}`, values(t, why.values));
  return why.move === undefined ? text : t("refusals.move", { n: why.move, reason: text });
}
