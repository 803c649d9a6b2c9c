"use server";

import { cookies } from "next/headers";
import { sessionUser } from "@/lib/auth/session";
import { saveLocale } from "@/lib/accounts/locale";
import { isLocale, LOCALE_COOKIE } from "@/i18n/locales";

/**
 * The language menu's choice: sets the NEXT_LOCALE cookie (a year) and, for a signed-in
 * user, saves it in the account (docs/i18n.md). Setting the cookie re-renders the page.
 */
export async function chooseLocaleAction(formData: FormData): Promise<void> {
  const locale = formData.get("locale");
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  const user = await sessionUser();
  if (user) await saveLocale(user.id, locale);
}
