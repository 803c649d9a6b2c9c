import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { KeptPages } from "@/components/offline/kept-pages";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("offline"))("notHereTitle") };
}

/**
 * `/offline`: kept on the device like any page (lib/offline/messages.ts pagesToKeep); without
 * network, the service worker answers it for any address this device never kept
 * (docs/offline.md), so the player sees the app, not the browser's error page, with links to
 * what the device does keep.
 */
export default async function NotOnDevicePage() {
  const t = await getTranslations("offline");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("notHereTitle")}</h1>
      <p className="max-w-prose text-stone-700">{t("notHereBody")}</p>
      <KeptPages />
    </div>
  );
}
