import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { ImportForm } from "@/components/sets/import-form";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sets"))("meta.import") };
}

/** `/sets/import`: a set from a JSON catalog file or a CSV of cards, previewed and checked before it is saved. */
export default async function ImportSetPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/sets/import")}`);
  const t = await getTranslations("sets.importPage");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-stone-700">
        {t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}{" "}
        <Link href="/sets" className="underline">
          {t("back")}
        </Link>
      </p>
      <ImportForm />
    </div>
  );
}
