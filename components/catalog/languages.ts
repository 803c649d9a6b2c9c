const LANGUAGES: Record<string, string> = { en: "English", pl: "Polish", es: "Spanish", fr: "French", de: "German", it: "Italian" };

export function languageName(locale: string): string {
  return LANGUAGES[locale] ?? locale;
}
