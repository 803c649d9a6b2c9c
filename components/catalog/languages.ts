// One DisplayNames per interface language: making one costs far more than asking it.
const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(uiLocale: string): Intl.DisplayNames {
  let names = displayNames.get(uiLocale);
  if (!names) {
    names = new Intl.DisplayNames([uiLocale], { type: "language" });
    displayNames.set(uiLocale, names);
  }
  return names;
}

/** A language's name in the interface language (`pl` → "Polish", "polski", "polaco"), capitalised as a label. */
export function languageName(locale: string, uiLocale = "en"): string {
  let name: string | undefined;
  try {
    name = namesIn(uiLocale).of(locale);
  } catch {
    name = undefined; // not a language tag
  }
  return name ? name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1) : locale;
}
