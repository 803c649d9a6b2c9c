"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef } from "react";
import { chooseLocaleAction } from "@/app/locale-action";
import { LOCALE_NAMES, LOCALES } from "@/i18n/locales";

/**
 * The header's language menu: choosing a language submits at once (the button is there for
 * browsers without JavaScript); the page re-renders in place, so unsaved work stays.
 */
export function LanguageMenu() {
  const t = useTranslations("nav");
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  return (
    <form ref={form} action={chooseLocaleAction} className="flex items-center gap-1">
      <label htmlFor="language-menu" className="sr-only">
        {t("language")}
      </label>
      <select
        id="language-menu"
        name="locale"
        defaultValue={locale}
        key={locale}
        onChange={() => form.current?.requestSubmit()}
        className="min-h-11 rounded border border-stone-600 bg-stone-800 px-1 py-0.5 text-stone-100 lg:min-h-6"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-stone-200 underline">
          {t("chooseLanguage")}
        </button>
      </noscript>
    </form>
  );
}
