"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PRIVATE_PREFIX, PUBLIC_PAGES_CACHE, privateCacheName } from "@/lib/offline/cache-names";
import { WHO_CACHE, WHO_KEY } from "@/lib/offline/messages";

/** At most this many kept pages are listed (a player keeps about 20 to 40). */
const LISTED = 80;

interface Kept {
  path: string;
  title: string;
}

/**
 * The pages this device keeps for whoever is signed in here (the service worker's caches,
 * docs/offline.md): links, each named by its kept page's title. Read in the browser only.
 */
export function KeptPages() {
  const t = useTranslations("offline");
  const [pages, setPages] = useState<Kept[] | null>(null);

  useEffect(() => {
    let live = true;
    void keptPages()
      .then((list) => live && setPages(list))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, []);

  if (pages === null) return null;
  if (pages.length === 0) return <p className="text-sm text-stone-700">{t("nothingKept")}</p>;
  return (
    <nav aria-label={t("keptHere")}>
      <h2 className="mb-2 text-lg font-semibold">{t("keptHere")}</h2>
      <ul className="grid gap-1 sm:grid-cols-2" data-testid="kept-pages">
        {pages.map((p) => (
          <li key={p.path}>
            <a href={p.path} className="inline-block min-h-6 py-0.5">
              {p.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

async function keptPages(): Promise<Kept[]> {
  if (typeof caches === "undefined") return [];
  const who = await caches.match(WHO_KEY, { cacheName: WHO_CACHE });
  const mine = privateCacheName(who ? await who.text() : null);
  const names = (await caches.keys()).filter((n) => n === PUBLIC_PAGES_CACHE || (mine !== null && n === mine && n.startsWith(PRIVATE_PREFIX)));
  const found = new Map<string, Kept>();
  for (const name of mine ? [mine] : names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || url.searchParams.has("_rsc") || url.pathname === "/offline" || found.has(url.pathname)) continue;
      const response = await cache.match(request, { ignoreVary: true });
      if (!response?.headers.get("content-type")?.startsWith("text/html")) continue;
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
      found.set(url.pathname, { path: url.pathname + url.search, title: title ? decodeEntities(title).replace(/ · Edenkeep$/, "") : url.pathname });
      if (found.size >= LISTED) break;
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function decodeEntities(text: string): string {
  const el = document.createElement("textarea");
  el.innerHTML = text;
  return el.value;
}
