import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales";
import { loadMessages } from "../../i18n/messages";
import { problemText } from "../../i18n/problem-text";
import type { IssuesSay, RefusalSays } from "../services/errors";

interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A refusal's message in the language a page asked for (docs/i18n.md, "API refusals"): the
 * message its `says` names, else `apiErrors.<code>`, filled with its values. English, an
 * unknown locale, a key no language has and a message whose values are missing all keep the
 * English message the API answers everyone else. The code, status and issues never change.
 */
export function refusalText(locale: string | null | undefined, code: string, english: string, says?: RefusalSays): string {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return english;
  let failed = false;
  // Keys are built at run time (a code, or a key a service gave), so plain strings here.
  const t = createTranslator({
    locale,
    messages: loadMessages(locale),
    onError: () => {
      failed = true;
    },
  }) as unknown as Translate;
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
  if (!isLocale(locale) || locale === DEFAULT_LOCALE || !issuesSay || !Array.isArray(issues)) return issues;
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: issuesSay.namespace, onError: () => {} }) as unknown as Translate;
  return issues.map((issue, i) => {
    const says = issuesSay.says[i];
    if (!says || typeof issue !== "object" || issue === null || typeof (issue as { message?: unknown }).message !== "string") return issue;
    const message = (issue as { message: string }).message;
    return { ...issue, message: problemText({ message, says }, t, locale) };
  });
}
