import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { TradeNavLink } from "@/components/trade/trade-nav-link";
import { DecksNavLink } from "@/components/catalog-changes/decks-nav-link";

/** A header link: at least 44 px tall in the phone menu, 24 px in the bar (WCAG 2.2 target size); one line each. */
const link = "inline-flex min-h-11 items-center whitespace-nowrap text-stone-200 hover:text-white lg:min-h-6";

/** The header's account links: "Sign in / Register", or the username, "My decks" and "Sign out". */
export async function SessionNav() {
  const user = await sessionUser();
  const t = await getTranslations("nav");
  if (!user) {
    return (
      <span className="flex items-center gap-x-2">
        <Link href="/decks/public" className={`${link} mr-3`}>
          {t("publicDecks")}
        </Link>
        <Link href="/login" className={link}>
          {t("signIn")}
        </Link>
        <span aria-hidden="true" className="text-stone-500">
          /
        </span>
        <Link href="/register" className={link}>
          {t("register")}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-x-4">
      <span className="text-stone-300 lg:whitespace-nowrap">
        <span className="sr-only">{t("signedInAs")} </span>
        {user.name}
      </span>
      <DecksNavLink userId={user.id} className={link} />
      <Link href="/collection" className={link}>
        {t("myCollection")}
      </Link>
      <TradeNavLink userId={user.id} />
      <Link href="/sets" className={link}>
        {t("mySets")}
      </Link>
      <Link href="/account" className={link}>
        {t("myAccount")}
      </Link>
      <SignOutButton className={`${link} underline-offset-2 hover:underline`} />
    </span>
  );
}
