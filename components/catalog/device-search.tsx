"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CatalogFilter, GameSlug } from "@/lib/games/types";
import type { SearchResult } from "@/lib/catalog/service";
import { CardRow } from "./card-row";

type Shown = { kind: "server" } | { kind: "device"; result: SearchResult } | { kind: "none" };

/**
 * The catalog's results: the server's (children), or, when the page shown is the one this device
 * kept for another search (no network, or no answer from the server: docs/offline.md), the same
 * search run in the browser over the device's copy of the catalog (lib/offline/catalog-store.ts).
 */
export function DeviceSearch({
  game,
  values,
  filters,
  children,
}: {
  game: GameSlug;
  /** The address's parameters the server answered. */
  values: Record<string, string>;
  filters: readonly CatalogFilter[];
  children: React.ReactNode;
}) {
  const t = useTranslations("offline");
  const [shown, setShown] = useState<Shown>({ kind: "server" });

  useEffect(() => {
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    if (sameParams(params, values)) return; // the server's answer to this very address
    let stopped = false;
    // Loaded only here: a page answered by the server never loads the device's search.
    import("@/lib/offline/catalog-store")
      .then(({ searchAddressOnDevice }) => searchAddressOnDevice(game, params, filters))
      .then((result) => {
        if (!stopped) setShown(result ? { kind: "device", result } : { kind: "none" });
      });
    return () => {
      stopped = true;
    };
  }, [game, values, filters]);

  if (shown.kind === "server") return children;
  if (shown.kind === "none") {
    return (
      <p className="rounded border border-amber-400 bg-amber-50 p-3" role="status">
        {t("notOnDevice")}
      </p>
    );
  }
  const { result } = shown;
  return (
    <div className="space-y-4" data-searched="device">
      <p className="text-sm text-stone-600" role="status">
        {result.q ? t("searchedOnDevice", { count: result.total, q: result.q }) : t("allOnDevice", { count: result.total })}
      </p>
      <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-label={t("results")}>
        {result.cards.map((card) => (
          <CardRow key={card.code} game={game} card={card} filters={filters} />
        ))}
      </ul>
    </div>
  );
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
