import "server-only";
import { db } from "../db/client";
import { isLocale, type Locale } from "../../i18n/locales";

/** The interface language the user saved, or null when they never chose one (docs/i18n.md). */
export async function savedLocale(userId: string): Promise<Locale | null> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return isLocale(user?.locale) ? user.locale : null;
}

/** Saves the user's interface language; it then wins over the browser's Accept-Language. */
export async function saveLocale(userId: string, locale: Locale): Promise<void> {
  const client = await db();
  await client.user.updateMany({ where: { id: userId }, data: { locale } });
}
