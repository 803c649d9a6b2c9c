import Link from "next/link";
import { useTranslations } from "next-intl";
import { signInHref } from "./sign-in-href";

/**
 * Shown instead of a signed-in player's things to someone not signed in: a message of
 * messages/ (`message`, e.g. `trade.signIn`) with its `<signIn>` and `<register>` parts as links;
 * signing in comes back to `returnTo`.
 */
export function SignInPrompt({
  message,
  returnTo,
}: {
  message: "collection.signIn.collection" | "collection.signIn.lacks" | "trade.signIn";
  returnTo: string;
}) {
  const t = useTranslations();
  return (
    <p className="rounded border border-amber-300 bg-amber-50 p-3">
      {t.rich(message, {
        signIn: (chunks) => (
          <Link href={signInHref(returnTo)} className="font-medium">
            {chunks}
          </Link>
        ),
        register: (chunks) => <Link href="/register">{chunks}</Link>,
      })}
    </p>
  );
}
