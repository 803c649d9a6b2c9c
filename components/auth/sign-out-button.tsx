"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { deviceUser, setDeviceUser } from "@/components/offline/device-user";
import { clearDevice, readQueue } from "@/lib/offline/device-store";

/**
 * Signs out through next-auth (csrf-protected POST) and returns to the home page. First the
 * device forgets the player: their drafts, queued changes and private offline pages
 * (lib/offline/device-store.ts clearDevice, docs/offline.md).
 */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations("nav");
  const tSync = useTranslations("sync");
  async function signOutHere() {
    const user = deviceUser();
    const waiting = user ? await readQueue(user).catch(() => []) : [];
    if (waiting.length > 0 && !window.confirm(tSync("signOutLoses", { count: waiting.length }))) return;
    setDeviceUser(null);
    await clearDevice().catch(() => {});
    await signOut({ callbackUrl: "/" });
  }
  return (
    <button type="button" onClick={() => void signOutHere()} className={className}>
      {t("signOut")}
    </button>
  );
}
