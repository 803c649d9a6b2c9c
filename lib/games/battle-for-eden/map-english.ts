import { createTranslator } from "next-intl";
import maps from "../../../messages/en/maps.json";
import { issue, type Issue, type IssueParams } from "../types";

/** A missing message or value is a rule's bug: it throws, so the map tests find it. */
const onError = (error: Error) => {
  throw error;
};
const t = createTranslator({ locale: "en", messages: { maps }, namespace: "maps", onError }) as unknown as (
  key: string,
  values?: Record<string, string | number>,
) => string;

/**
 * The map rules' English (docs/i18n.md "Messages written once"): a map finding's or a map-creation
 * refusal's message is messages/en/maps.json's `findings.<code>` or `refusals.<key>`, filled with
 * the values the rule gives, by next-intl's `createTranslator`. English names a player or a colour
 * as the map writes it (a term's `text`); the pages say the same key in their language
 * (components/maps/finding-text.ts). The JSON is imported, so the browser's map editor, the server
 * and the CLI word it the same.
 */
export function englishMapText(key: string, params: IssueParams = {}): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value !== "object") return [name, value];
      if ("text" in value) return [name, value.text];
      throw new Error(`The map message ${key} takes no cards or phrases (${name}).`);
    }),
  );
  return t(key, values);
}

/** A map check's finding, worded from maps.json `findings.<code>` (Battle for Eden rules, "Map creation"). */
export function mapFinding(code: string, tiles: string[], params: IssueParams): Issue {
  return issue(code, englishMapText(`findings.${code}`, params), tiles, params);
}
