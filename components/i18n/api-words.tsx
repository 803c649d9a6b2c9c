"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { setApiWords } from "@/components/api/client";

/** Gives the API helper its own two refusals in the page's language (components/api/client.ts); renders nothing. */
export function ApiWords() {
  const t = useTranslations("nav");
  useEffect(() => setApiWords({ network: t("networkError"), status: (status) => t("serverAnswered", { status }) }), [t]);
  return null;
}
