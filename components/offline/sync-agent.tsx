"use client";

import Link from "next/link";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { syncNow } from "./sync-engine";
import { setDeviceUser, useQueue } from "./device-user";

/**
 * In the header of a signed-in page: names the player whose device data this tab uses, sends
 * the changes queued offline on page load and on reconnecting (the `online` event), and links to
 * the list of what waits (`/sync`) while anything does.
 */
export function SyncAgent({ userId }: { userId: string }) {
  const t = useTranslations("sync");
  const queue = useQueue();

  useEffect(() => {
    setDeviceUser(userId);
    const send = () => void syncNow(userId).catch(() => {});
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [userId]);

  if (!queue || queue.length === 0) return null;
  const refused = queue.some((i) => i.state !== "waiting");
  return (
    <Link
      href="/sync"
      className={`inline-flex min-h-6 items-center whitespace-nowrap ${refused ? "font-medium text-amber-300 hover:text-white" : "text-stone-200 hover:text-white"}`}
      data-testid="sync-link"
    >
      {t("navLink", { count: queue.length })}
    </Link>
  );
}
