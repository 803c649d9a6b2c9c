import Link from "next/link";
import { useTranslations } from "next-intl";

/** Shown instead of collection data to someone not signed in. */
export function SignInPrompt({ what, returnTo }: { what: "collection" | "lacks"; returnTo: string }) {
  const t = useTranslations("collection.signIn");
  return (
    <p className="rounded border border-amber-300 bg-amber-50 p-3">
      {t.rich(what, {
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
