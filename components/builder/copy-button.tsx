"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api, deckUrl, type DeckJson } from "@/components/api/client";
import { signInHref } from "@/components/ui/sign-in-href";
import { useRequest } from "@/components/ui/use-request";

/** "Copy to my decks": a private copy remembering its origin; asks to sign in first when nobody is. */
export function CopyButton({ id, signedIn, label }: { id: string; signedIn: boolean; label?: string }) {
  const t = useTranslations("builder.copy");
  const router = useRouter();
  const { state, busy, run } = useRequest();
  if (!signedIn) {
    return (
      <p className="text-sm">
        <Link href={signInHref(`/decks/${id}`)} className="rounded bg-stone-900 px-3 py-1.5 font-medium text-white no-underline">
          {t("signIn")}
        </Link>
        <span className="ml-2 text-stone-600">{t("needsAccount")}</span>
      </p>
    );
  }
  async function copy() {
    const copied = await run(() => api<DeckJson>("POST", `${deckUrl(id)}/fork`, {}), { leaves: true });
    if (copied) router.push(`/decks/${encodeURIComponent(copied.id)}`);
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" onClick={copy} disabled={busy} className="rounded bg-stone-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50">
        {busy ? t("copying") : (label ?? t("copy"))}
      </button>
      {state.kind === "error" && (
        <span role="alert" className="text-sm text-red-800">
          {state.text}
        </span>
      )}
    </span>
  );
}
