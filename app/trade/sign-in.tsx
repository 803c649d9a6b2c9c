import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Shown instead of trading to someone not signed in. */
export async function TradeSignIn({ returnTo }: { returnTo: string }) {
  const t = await getTranslations("trade");
  return (
    <p className="rounded border border-amber-300 bg-amber-50 p-3">
      {t.rich("signIn", {
        signIn: (chunks) => (
          <Link href={`/login?callbackUrl=${encodeURIComponent(returnTo)}`} className="font-medium">
            {chunks}
          </Link>
        ),
        register: (chunks) => <Link href="/register">{chunks}</Link>,
      })}
    </p>
  );
}
