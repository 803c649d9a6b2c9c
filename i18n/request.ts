import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { savedLocale } from "@/lib/accounts/locale";
import { chooseLocale, isLocale, LOCALE_COOKIE } from "./locales";
import { loadMessages } from "./messages";

/**
 * next-intl without i18n routing (URLs carry no locale): the NEXT_LOCALE cookie, else the
 * signed-in account's saved locale, else Accept-Language, else English (docs/i18n.md).
 * A part of a page kept in Next's cache (`use cache`) reads no request: it names its locale
 * (`getTranslations({ locale })`), and that is the one used.
 */
export default getRequestConfig(async ({ locale: named }) => {
  if (isLocale(named)) return { locale: named, messages: loadMessages(named), timeZone: "UTC" };
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const account = isLocale(cookie) ? null : await accountLocale();
  const locale = chooseLocale(cookie, account, (await headers()).get("accept-language"));
  return { locale, messages: loadMessages(locale), timeZone: "UTC" };
});

async function accountLocale() {
  const user = await sessionUser();
  return user ? savedLocale(user.id) : null;
}
