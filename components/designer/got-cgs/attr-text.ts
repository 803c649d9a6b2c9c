"use client";

import { useLocale, useTranslations } from "next-intl";
import { DEFAULT_LOCALE } from "@/i18n/locales";

/** A finding of the attributes parser: its English message, and the key and values that say it in another language. */
export interface AttrFinding {
  message: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A finding in the reader's language (messages gotAttributes.json); English, or a key the
 * language lacks, keeps the parser's own message.
 */
export function useAttrText(): (finding: AttrFinding) => string {
  const locale = useLocale();
  const t = useTranslations("gotAttributes");
  return (finding) => (locale !== DEFAULT_LOCALE && t.has(finding.key as never) ? t(finding.key as never, finding.values as never) : finding.message);
}
