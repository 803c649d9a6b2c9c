"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/components/api/client";
import type { SearchResult } from "@/lib/catalog/service";
import type { BuilderSetup } from "@/lib/decks/builder";

export interface CardSearch {
  result: SearchResult | null;
  /** The query the shown results answer: a list of the previous query's cards is not this one's. */
  shownQuery: string | null;
  busy: boolean;
  error: string | null;
  /** The results came from the device's copy of the catalog (offline). */
  onDevice: boolean;
  run(page: number, query: string, filterValues: Record<string, string>): Promise<void>;
}

/**
 * The builder's catalog search (GET /api/v1/cards, the catalog page's search): the latest
 * request wins; without network (or without an answer) the same search runs on the device's
 * copy of the catalog (docs/offline.md), and when the network is back the last search runs
 * again from the server. `set` is the player-made set the list names, searched too (CONTRACTS §6).
 */
export function useCardSearch(setup: BuilderSetup, set: string | undefined, onResult: (result: SearchResult) => void): CardSearch {
  const tOffline = useTranslations("offline");
  const [result, setResult] = useState<SearchResult | null>(null);
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  const seq = useRef(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const setRef = useRef(set);
  setRef.current = set;
  const notOnDevice = useRef("");
  notOnDevice.current = tOffline("notOnDevice");
  const last = useRef<{ page: number; query: string; filterValues: Record<string, string> }>({ page: 1, query: "", filterValues: {} });

  const run = useCallback(
    async (page: number, query: string, filterValues: Record<string, string>) => {
      last.current = { page, query, filterValues };
      const params = new URLSearchParams({ game: setup.game, q: query, page: String(page) });
      for (const [k, v] of Object.entries(filterValues)) if (v.trim() !== "") params.set(k, v.trim());
      if (setRef.current && /^[A-Za-z0-9_-]{1,64}$/.test(setRef.current)) params.set("set", setRef.current);
      const mine = ++seq.current;
      setBusy(true);
      const res = navigator.onLine ? await api<SearchResult>("GET", `/api/v1/cards?${params.toString()}`) : null;
      const here = res === null || res.status === 0 ? await searchHere(setup.game, Object.fromEntries(params), setup.filters) : undefined;
      if (mine !== seq.current) return;
      setBusy(false);
      const found = here ?? (res?.ok ? res.data : null);
      if (!found) {
        setError(res && !res.ok && res.status !== 0 ? res.error.message : notOnDevice.current);
        return;
      }
      setError(null);
      setOnDevice(here !== undefined);
      setResult(found);
      setShownQuery(query);
      onResultRef.current(found);
    },
    [setup.game, setup.filters],
  );

  // The network is back: the last search again, from the server (a message of the offline search goes).
  useEffect(() => {
    const again = () => void run(last.current.page, last.current.query, last.current.filterValues);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [run]);

  useEffect(() => {
    void run(1, "", {});
  }, [run]);

  return { result, shownQuery, busy, error, onDevice, run };
}

/** The catalog search on this device (its own chunk, loaded only offline); null when the device has no copy of the game. */
async function searchHere(game: BuilderSetup["game"], params: Record<string, string>, filters: BuilderSetup["filters"]): Promise<SearchResult | null> {
  try {
    const { searchAddressOnDevice } = await import("@/lib/offline/catalog-store");
    return await searchAddressOnDevice(game, params, filters);
  } catch {
    return null;
  }
}
