import { createTranslator } from "next-intl";
import gotAttributes from "../../messages/en/gotAttributes.json";
import validation from "../../messages/en/validation.json";
import { type IssueTranslator, issueValues } from "./issue-values";
import type { IssueParams } from "./issue-params";

/**
 * The rules' English (docs/i18n.md "Messages written once"): a finding's message is
 * messages/en/validation.json's message for its code, filled with the values the rule gives,
 * by next-intl's `createTranslator`. The JSON is imported, not read from disk, so the rules
 * word their findings the same in the browser (the offline check), on the server and in the CLI.
 */
/** A missing message or value is a rule's bug: it throws, so the rules' tests find it. */
const onError = (error: Error) => {
  throw error;
};
const t = createTranslator({ locale: "en", messages: { validation, gotAttributes }, namespace: "validation", onError }) as unknown as IssueTranslator;
const phrases = createTranslator({ locale: "en", messages: { validation, gotAttributes }, namespace: "gotAttributes", onError }) as unknown as IssueTranslator;

const translatorOf = (namespace: string): IssueTranslator => {
  if (namespace === "gotAttributes") return phrases;
  throw new Error(`No English messages for the namespace ${namespace} in the rules.`);
};

/** The English message of a validation code (messages/en/validation.json) with its values. */
export function englishFinding(code: string, params: IssueParams = {}): string {
  if (!t.has(code)) throw new Error(`messages/en/validation.json has no message for ${code}.`);
  return t(code, issueValues(params, "en", t, translatorOf, "en-GB"));
}
