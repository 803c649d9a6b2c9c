import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { type DeckHistoryData, deckHistory } from "@/lib/decks/builder";
import { deckIdSchema } from "@/lib/decks/input";
import { HistoryView } from "@/components/builder/history-view";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deckPages"))("history") };
}

type Props = { params: Promise<{ id: string }> };

/** `/decks/[id]/history`: every saved version, what changed between two, and restore (owner only). */
export default async function DeckHistoryPage({ params }: Props) {
  const parsed = deckIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  let data: DeckHistoryData;
  try {
    data = await deckHistory(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  const t = await getTranslations("deckPages");
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={`/decks/${data.deck.id}`}>← {t("backToDeck")}</Link>
      </p>
      <h1 className="text-2xl font-bold">{t("historyOf", { name: data.deck.name })}</h1>
      <HistoryView deck={data.deck} versions={data.versions} />
    </div>
  );
}
