"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { ChangeSince } from "@/lib/catalog-changes/changes";
import { api, deckUrl } from "@/components/api/client";
import { useRequest } from "@/components/ui/use-request";
import { ChangeList } from "./change-list";

interface Check {
  legal: boolean;
  errors: number;
}

/**
 * What changed in the catalog since the deck was saved (CONTRACTS §11), for the cards it uses:
 * the changes, its check under today's catalog beside the check it passed then, and for its
 * owner "Bring up to date" (POST …/catalog-update: a new version under today's catalog).
 */
export function DeckCatalogChanges(props: {
  deckId: string;
  game: string;
  version: number;
  changes: ChangeSince[];
  savedVersion: number;
  then: Check | null;
  now: Check | null;
  mine: boolean;
  names?: Record<string, string>;
}) {
  const t = useTranslations("catalogChanges");
  const router = useRouter();
  const { state, busy, run } = useRequest();
  if (props.changes.length === 0) return null;
  const result = (c: Check) => (c.legal ? t("legal") : t("illegal", { count: c.errors }));

  async function bringUpToDate() {
    if ((await run(() => api("POST", `${deckUrl(props.deckId)}/catalog-update`, { version: props.version }))) !== null) router.refresh();
  }

  return (
    <section
      aria-labelledby="catalog-changes-heading"
      className="mb-3 space-y-2 rounded border border-amber-600 bg-amber-50 p-3 text-sm"
      data-testid="catalog-changes"
    >
      <h2 id="catalog-changes-heading" className="font-semibold">
        {props.mine ? t("headingMine") : t("headingOther")}
      </h2>
      <ChangeList changes={props.changes} names={props.names} />
      {props.then && <p>{t("checkThen", { version: props.savedVersion, result: result(props.then) })}</p>}
      {props.now && <p>{t("checkNow", { result: result(props.now) })}</p>}
      <p>
        <a href={`/cards/${props.game}/changes`} className="underline">
          {t("catalogPage")}
        </a>
      </p>
      {props.mine && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void bringUpToDate()}
            className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-50"
          >
            {t("bringUpToDate")}
          </button>
          <span className="text-stone-700">{t("bringNote")}</span>
          {state.kind === "error" && (
            <span role="alert" className="text-red-800">
              {state.text}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
