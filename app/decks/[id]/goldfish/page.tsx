import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { randomSeed } from "@/lib/engine/rng";
import { DomainError } from "@/lib/errors";
import { deckIdSchema } from "@/lib/decks/input";
import { type GoldfishDeck, goldfishForDeck } from "@/lib/goldfish/service";
import { GoldfishGame } from "@/components/goldfish/goldfish-game";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deckPages"))("goldfish") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const MAX_SEED = 64;

/**
 * `/decks/:id/goldfish?seed=…&a=…`: a test game with the deck by its game's own set-up rules.
 * Whoever may view the deck may goldfish it; without a seed a fresh one is put in the URL.
 */
export default async function GoldfishPage({ params, searchParams }: Props) {
  const parsed = deckIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const query = await searchParams;
  const seed = typeof query.seed === "string" ? query.seed : "";
  // A game is its seed: without one (or with an absurd one) a fresh seed is put in the URL.
  if (seed === "" || seed.length > MAX_SEED) redirect(`/decks/${parsed.data}/goldfish?${new URLSearchParams({ seed: randomSeed() })}`);
  const user = await sessionUser();
  let data: GoldfishDeck;
  try {
    data = await goldfishForDeck(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  const { deck, prepared, gameTitle } = data;
  const t = await getTranslations("deckPages");
  const tb = await getTranslations("builder");
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t("goldfishTitle", { name: deck.name })}</h1>
        <p className="text-sm text-stone-600">
          {gameTitle} · {t("by", { owner: deck.owner })} · {deck.legal ? tb("legal") : tb("notLegal")} · <Link href={`/decks/${deck.id}`}>{t("theDeck")}</Link>
        </p>
      </div>
      {prepared.ok ? (
        <Suspense>
          <GoldfishGame game={deck.game} deckId={deck.id} input={prepared.input} />
        </Suspense>
      ) : (
        <p className="rounded border border-amber-400 bg-amber-50 p-3" role="alert">
          {t("cannotSetUp", {
            message: t.has(`setUpReasons.${deck.game}.${prepared.code}`) ? t(`setUpReasons.${deck.game}.${prepared.code}`) : prepared.message,
          })}
        </p>
      )}
    </div>
  );
}
