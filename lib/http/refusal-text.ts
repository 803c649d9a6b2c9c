import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales";
import { problemText } from "../../i18n/problem-text";
import { serverTranslator } from "../../i18n/server-translator";
import type { IssuesSay, RefusalSays } from "../errors";

/** The language a page asked for, when it is one the interface speaks other than English (the API's own). */
function askedLocale(locale: string | null | undefined): Locale | undefined {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : undefined;
}

/**
 * A refusal's message in the language a page asked for (docs/i18n.md, "API refusals"): the
 * message its `says` names, else `apiErrors.<code>`, filled with its values. English, an
 * unknown locale, a key no language has and a message whose values are missing all keep the
 * English message the API answers everyone else. The code, status and issues never change.
 */
export function refusalText(locale: string | null | undefined, code: string, english: string, says?: RefusalSays): string {
  const asked = askedLocale(locale);
  if (!asked) return english;
  let failed = false;
  const t = serverTranslator(asked, undefined, () => {
    failed = true;
  });
  const key = says?.key ?? `apiErrors.${code}`;
  if (!t.has(key)) return english;
  const text = t(key, says?.values);
  return failed ? english : text;
}

/**
 * A refusal's `issues` in the language a page asked for: each issue whose `issuesSay` entry
 * says it gets its `message` in that language (a set's problems: setProblems.json, or zod's own
 * locale); everything else of each issue, and every issue nothing says, stays as the API gives it.
 */
export function refusalIssues(locale: string | null | undefined, issues: unknown, issuesSay?: IssuesSay): unknown {
  const asked = askedLocale(locale);
  if (!asked || !issuesSay || !Array.isArray(issues)) return issues;
  const t = serverTranslator(asked, issuesSay.namespace, () => {});
  return issues.map((issue, i) => {
    const says = issuesSay.says[i];
    if (!says || typeof issue !== "object" || issue === null || typeof (issue as { message?: unknown }).message !== "string") return issue;
    const message = (issue as { message: string }).message;
    return { ...issue, message: problemText({ message, says }, t, asked) };
  });
}
