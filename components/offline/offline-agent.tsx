"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { GAME_SLUGS } from "@/lib/games/types";
import { storeCatalogs } from "@/lib/offline/catalog-sync";
import { type OfflineMessage, pagesToKeep, type WorkerReply } from "@/lib/offline/messages";
import { useOnline } from "./use-online";
import { api } from "@/components/api/client";

/** How many of the player's most recently saved decks are kept for the table on each visit. */
const DECKS_KEPT = 12;

/**
 * The shell's part of offline use (docs/offline.md): registers the service worker, tells it who
 * is signed in and which pages to keep, stores the four catalogs on the device, shows "Offline"
 * while the network is gone (role=status), and offers to reload when a new version waits.
 * `data-offline="ready"` once this device can be used without network.
 */
export function OfflineAgent({ userId, build }: { userId: string | null; build: string }) {
  const t = useTranslations("offline");
  const online = useOnline();
  const [ready, setReady] = useState(false);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloading = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let stopped = false;
    const container = navigator.serviceWorker;
    const onControllerChange = () => {
      if (reloading.current) window.location.reload();
    };
    container.addEventListener("controllerchange", onControllerChange);
    (async () => {
      const registration = await container.register(workerUrl(build), { scope: "/", updateViaCache: "none" });
      const offerUpdate = () => {
        if (!stopped && registration.waiting && container.controller) setWaiting(registration.waiting);
      };
      offerUpdate();
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => installing.state === "installed" && offerUpdate());
      });
      const active = (await container.ready).active;
      if (!active || stopped) return;
      const deckIds = userId && navigator.onLine ? await recentDeckIds() : [];
      const here = `${window.location.pathname}${window.location.search}`;
      await ask(active, { type: "hello", userId, pages: [here, ...pagesToKeep(GAME_SLUGS, userId !== null, deckIds)] });
      if (await storeCatalogs(GAME_SLUGS)) {
        if (!stopped) setReady(true);
      }
    })().catch(() => undefined); // no worker (private mode, refused): the site works online as before
    return () => {
      stopped = true;
      container.removeEventListener("controllerchange", onControllerChange);
    };
  }, [userId, build]);

  const reload = () => {
    reloading.current = true;
    waiting?.postMessage({ type: "skip-waiting" } satisfies OfflineMessage);
  };

  return (
    <>
      <span role="status" data-offline={ready ? "ready" : "preparing"} data-testid="offline-status" className="text-sm">
        {!online && <span className="rounded bg-amber-200 px-2 py-0.5 font-medium text-stone-900">{t("offline")}</span>}
      </span>
      {waiting && (
        <span className="flex items-center gap-2 rounded bg-stone-100 px-2 py-0.5 text-stone-900">
          <span role="status">{t("updateReady")}</span>
          <button type="button" onClick={reload} className="rounded bg-stone-900 px-2 py-0.5 text-sm text-white">
            {t("reload")}
          </button>
        </span>
      )}
    </>
  );
}

/**
 * The worker's address with this build's id: a new build is a new address, so the browser
 * installs the new worker even where the worker's code did not change. Next 16 compiles the
 * worker from the `register(new URL(…, import.meta.url))` call below (into
 * /_next/static/service-worker/, allowed the scope `/`); that call only names the file.
 */
function workerUrl(build: string): string {
  return `${WORKER_PATH}?build=${encodeURIComponent(build)}`;
}

/** Never called: makes `next build` compile lib/offline/service-worker.ts into WORKER_PATH. */
export function compileWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(new URL("../../lib/offline/service-worker.ts", import.meta.url), { scope: "/" });
}

/** Where Next 16 puts the compiled worker (one per app, named by Next). */
const WORKER_PATH = "/_next/static/service-worker/sw.js";

/** Sends a message to the worker and waits for its answer. */
function ask(worker: ServiceWorker, message: OfflineMessage): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as WorkerReply);
    worker.postMessage(message, [channel.port2]);
  });
}

/** The player's most recently saved decks (GET /api/v1/decks answers newest first). */
async function recentDeckIds(): Promise<string[]> {
  const res = await api<{ decks: { id: string }[] }>("GET", "/api/v1/decks");
  return res.ok ? res.data.decks.slice(0, DECKS_KEPT).map((d) => d.id) : [];
}
