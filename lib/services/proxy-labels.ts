import { ENGLISH_PROXY_LABELS, type ProxyLabels } from "../proxies/labels";
import type { Locale } from "../../i18n/locales";
import { loadMessages } from "../../i18n/messages";

/** The words proxy faces print, in `locale` (messages/<locale>/proxyLabels.json); English where one is missing. */
export function proxyLabels(locale: Locale): ProxyLabels {
  const words = loadMessages(locale).proxyLabels;
  if (!words || typeof words !== "object") return ENGLISH_PROXY_LABELS;
  const given = words as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(ENGLISH_PROXY_LABELS).map(([key, english]) => [key, typeof given[key] === "string" ? given[key] : english]),
  ) as unknown as ProxyLabels;
}
