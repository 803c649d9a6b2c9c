import { createTranslator } from "next-intl";
import apiErrors from "../../messages/en/apiErrors.json";

/** A missing message or value is a service's bug: it throws, so the tests find it. */
const onError = (error: Error) => {
  throw error;
};
const t = createTranslator({ locale: "en", messages: { apiErrors }, onError }) as unknown as (key: string, values?: Record<string, string | number>) => string;

/**
 * A refusal's English (docs/i18n.md "Messages written once"): the message of `key`
 * (`apiErrors.<CODE>`, messages/en/apiErrors.json) filled with `values`, by next-intl's
 * `createTranslator`. The JSON is imported, so the CLI words it the same wherever it runs.
 */
export function englishRefusal(key: string, values?: Record<string, string | number>): string {
  return t(key, values);
}
