"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { dropDraft, removeQueued, updateQueue } from "@/lib/offline/device-store";
import { retry, type QueueItem } from "@/lib/offline/sync-queue";
import { useDeviceUser, useQueue } from "./device-user";
import { syncNow } from "./sync-engine";
import { useOnline } from "./use-online";

/**
 * What waits to sync on this device: each change, its state and, when the server refused it,
 * its reason; Retry (or Send now) and Discard (asked first). A deck in conflict is settled in
 * its builder, where the conflict view shows.
 */
export function SyncList() {
  const t = useTranslations("sync");
  const format = useFormatter();
  const user = useDeviceUser();
  const queue = useQueue();
  const { busy, run } = useOneAtATime();
  const online = useOnline();

  if (!user || queue === null) return <p className="text-sm text-stone-600">…</p>;
  if (queue.length === 0)
    return (
      <p className="text-sm text-stone-700" role="status">
        {t("empty")}
      </p>
    );

  const send = (key?: string) =>
    void run(async () => {
      if (key) await updateQueue(user, (items) => retry(items, key));
      await syncNow(user);
    });
  const discard = (item: QueueItem) => {
    if (!window.confirm(t("confirmDiscard"))) return;
    void run(async () => {
      await removeQueued(user, item.key);
      if (item.kind === "deck") await dropDraft(user, item.deckId);
    });
  };

  return (
    <div className="space-y-3">
      {!online && (
        <p className="text-sm text-amber-900" role="status">
          {t("offline")}
        </p>
      )}
      <ul className="space-y-2" aria-label={t("title")}>
        {queue.map((item) => (
          <li key={item.key} className="space-y-1 rounded border border-stone-300 bg-white p-3 text-sm" data-sync-item={item.key} data-state={item.state}>
            <p className="font-medium">
              {item.kind === "deck"
                ? t("deck", { name: item.body.name })
                : t("counts", { name: item.name, owned: item.counts.owned, wanted: item.counts.wanted, forTrade: item.counts.forTrade })}
            </p>
            <p className="text-stone-700">
              {t("state")}: {item.state === "waiting" ? t("stateWaiting") : item.state === "conflict" ? t("stateConflict") : t("stateRefused")}
              {" · "}
              {t("changedAt")}{" "}
              <time dateTime={new Date(item.queuedAt).toISOString()}>
                {format.dateTime(new Date(item.queuedAt), { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </p>
            {item.reason && item.state === "refused" && <p className="text-red-800">{t("reason", { reason: item.reason.message })}</p>}
            {item.state === "conflict" && <p className="text-amber-900">{t(item.kind === "deck" ? "conflictHint" : "countsConflictHint")}</p>}
            <div className="flex flex-wrap gap-2">
              {item.kind === "deck" && (
                <Link href={`/decks/${encodeURIComponent(item.deckId)}`} className="rounded border border-stone-500 px-3 py-1.5 no-underline">
                  {t("openDeck")}
                </Link>
              )}
              {item.kind === "counts" && item.state === "conflict" && (
                <Link href={`/collection?game=${encodeURIComponent(item.game)}`} className="rounded border border-stone-500 px-3 py-1.5 no-underline">
                  {t("openCollection")}
                </Link>
              )}
              {item.state !== "conflict" && (
                <button
                  type="button"
                  aria-disabled={busy || !online}
                  onClick={() => {
                    if (!busy && online) send(item.state === "refused" ? item.key : undefined);
                  }}
                  className="min-h-11 rounded bg-stone-900 px-3 py-1.5 font-medium text-white aria-disabled:opacity-50"
                >
                  {busy ? t("sending") : item.state === "refused" ? t("retry") : t("sendNow")}
                </button>
              )}
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) discard(item);
                }}
                className="min-h-11 rounded border border-red-700 px-3 py-1.5 text-red-800"
              >
                {t("discard")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
