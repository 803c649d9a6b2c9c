import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AccountActions } from "@/components/account/account-actions";
import { sessionUser } from "@/lib/auth/session";
import { signInHref } from "@/components/ui/sign-in-href";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("title") };
}

/** `/account`: the player's own data and sessions: export, password change, sign out everywhere else, deletion (docs/account.md). */
export default async function AccountPage() {
  const user = await sessionUser();
  const t = await getTranslations("account");
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {user ? (
        <>
          <p className="text-stone-700">{t("signedInAs", { name: user.name })}</p>
          <AccountActions username={user.name} />
        </>
      ) : (
        <p>
          <Link href={signInHref("/account")} className="underline">
            {t("signInFirst")}
          </Link>
        </p>
      )}
    </div>
  );
}
