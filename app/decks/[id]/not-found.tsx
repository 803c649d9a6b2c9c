import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function DeckNotFound() {
  const t = await getTranslations("decks.notFound");
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="text-stone-700">{t.rich("text", { login: (chunks) => <Link href="/login">{chunks}</Link> })}</p>
      <p>
        <Link href="/decks/public">{t("browsePublic")}</Link> · <Link href="/decks">{t("myDecks")}</Link>
      </p>
    </div>
  );
}
