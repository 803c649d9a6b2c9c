import { createTranslator } from "next-intl";
import type { Locale } from "./locales";
import { loadMessages } from "./messages";
import type { Translator } from "./translator";

/**
 * next-intl's translator for `locale` on the server, over all messages or one `namespace`; a
 * missing message or value is reported to `onError` (the caller then keeps its English).
 */
export function serverTranslator(locale: Locale, namespace: string | undefined, onError: () => void): Translator {
  const messages = loadMessages(locale);
  return (namespace === undefined
    ? createTranslator({ locale, messages, onError })
    : createTranslator({ locale, messages, namespace, onError })) as unknown as Translator;
}
