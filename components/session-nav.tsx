import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { TradeNavLink } from "@/components/trade/trade-nav-link";
import { DecksNavLink } from "@/components/catalog-changes/decks-nav-link";
import { SyncAgent } from "@/components/offline/sync-agent";

/** The header's account links: "Sign in / Register", or the username, "My decks" and "Sign out". */
export async function SessionNav() {
  const user = await sessionUser();
  const t = await getTranslations("nav");
  if (!user) {
    return (
      <span className="flex items-center gap-x-2">
        <Link href="/decks/public" className="mr-3 text-stone-200 hover:text-white">
          {t("publicDecks")}
        </Link>
        <Link href="/login" className="text-stone-200 hover:text-white">
          {t("signIn")}
        </Link>
        <span aria-hidden="true" className="text-stone-500">
          /
        </span>
        <Link href="/register" className="text-stone-200 hover:text-white">
          {t("register")}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span className="text-stone-300">
        <span className="sr-only">{t("signedInAs")} </span>
        {user.name}
      </span>
      <DecksNavLink userId={user.id} />
      <Link href="/collection" className="text-stone-200 hover:text-white">
        {t("myCollection")}
      </Link>
      <TradeNavLink userId={user.id} />
      <Link href="/sets" className="text-stone-200 hover:text-white">
        {t("mySets")}
      </Link>
      <Link href="/account" className="text-stone-200 hover:text-white">
        {t("myAccount")}
      </Link>
      <SyncAgent userId={user.id} />
      <SignOutButton className="text-stone-200 underline-offset-2 hover:text-white hover:underline" />
    </span>
  );
}
