"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { SetChange } from "@/lib/decks/set-pins";
import { api, deckUrl } from "@/components/api/client";
import { ChangeList } from "@/components/catalog-changes/change-list";
import { useRequest } from "@/components/ui/use-request";

/**
 * A set saved since the deck was (CONTRACTS §6): which cards were added, removed or changed,
 * and "Upgrade to the current version" (POST …/upgrade-sets); staying needs nothing.
 */
export function SetChanges({ deckId, changes, mine }: { deckId: string; changes: SetChange[]; mine: boolean }) {
  const t = useTranslations("builder.setChanges");
  const router = useRouter();
  const { state, busy, run } = useRequest();
  if (changes.length === 0) return null;

  async function upgrade() {
    if ((await run(() => api("POST", `${deckUrl(deckId)}/upgrade-sets`))) !== null) router.refresh();
  }

  return (
    <section aria-labelledby="set-changes-heading" className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
      <h2 id="set-changes-heading" className="font-semibold">
        {changes.length === 1 ? t("headingOne") : t("headingMany")}
      </h2>
      {changes.map((c) => (
        <div key={c.setId} className="text-sm">
          <p>
            <a href={`/sets/${c.setId}`} className="underline">
              {c.name}
            </a>
            : {t("versions", { saved: c.savedVersion, current: c.currentVersion })}
          </p>
          {c.changes === null ? (
            <p className="text-stone-700">{t("notKept", { saved: c.savedVersion })}</p>
          ) : c.changes.length === 0 ? (
            <p>{t("noCardChanged")}</p>
          ) : (
            <ChangeList changes={c.changes} />
          )}
        </div>
      ))}
      <p className="text-sm text-stone-700">{t("note")}</p>
      {mine && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void upgrade()}
            className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-50"
          >
            {t("upgrade")}
          </button>
          <span className="text-sm text-stone-600">{t("orKeep")}</span>
          {state.kind === "error" && (
            <span role="alert" className="text-sm text-red-800">
              {state.text}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
