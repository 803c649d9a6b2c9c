/** The interface languages (docs/i18n.md). English is the default and the API's language. */
export const LOCALES = ["en", "pl", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The cookie the language menu sets; it wins over the account and Accept-Language. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * The request header our pages send with the page's language, asking the API to word its
 * refusals in it (docs/i18n.md, "API refusals"); any other client gets English (docs/api.md).
 */
export const INTERFACE_LOCALE_HEADER = "X-Interface-Locale";
/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", pl: "Polski", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** At most this many Accept-Language entries are read (a header is user input). */
const MAX_ACCEPT_ENTRIES = 20;

/**
 * The best of our locales for an Accept-Language header (`pl-PL,pl;q=0.9,en;q=0.8`), by
 * quality then order; a region (`es-MX`) matches its language. Null when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const entries = header.slice(0, 1000).split(",").slice(0, MAX_ACCEPT_ENTRIES);
  let best: { locale: Locale; q: number } | null = null;
  for (const entry of entries) {
    const [tag, ...params] = entry.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

/** The locale of a request: the cookie, else the account's saved locale, else Accept-Language, else English. */
export function chooseLocale(cookie: string | undefined, account: string | null | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(account)) return account;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
