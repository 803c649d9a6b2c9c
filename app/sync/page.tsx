import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { SyncList } from "@/components/offline/sync-list";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sync"))("title") };
}

/** `/sync`: the changes kept on this device that have not reached the server yet (docs/offline.md). Signed-in players only. */
export default async function SyncPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/sync")}`);
  const t = await getTranslations("sync");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-prose text-sm text-stone-700">{t("intro")}</p>
      <SyncList />
    </div>
  );
}
