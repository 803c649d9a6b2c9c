/** A language's name in the interface language (`pl` → "Polish", "polski", "polaco"), capitalised as a label. */
export function languageName(locale: string, uiLocale = "en"): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([uiLocale], { type: "language" }).of(locale);
  } catch {
    name = undefined; // not a language tag
  }
  return name ? name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1) : locale;
}
