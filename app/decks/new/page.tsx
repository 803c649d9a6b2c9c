import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { allRulesets } from "@/lib/games";
import { GAME_SLUGS } from "@/lib/games/types";
import { sessionUser } from "@/lib/auth/session";
import { builderSetup } from "@/lib/decks/builder";
import { LazyBuilder as Builder } from "@/components/builder/lazy-builder";
import { checkDraftAction } from "../actions";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("decks"))("newDeck") };
}

const querySchema = z.object({ game: z.enum(GAME_SLUGS) });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/decks/new?game=G`: the builder on an empty list; the first save creates the deck. Without a game: choose one. */
export default async function NewDeckPage({ searchParams }: Props) {
  const raw = await searchParams;
  const game = typeof raw.game === "string" ? raw.game : undefined;
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/decks/new${game ? `?game=${encodeURIComponent(game)}` : ""}`)}`);
  const parsed = querySchema.safeParse({ game });
  const t = await getTranslations("decks");
  if (!parsed.success) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("newDeck")}</h1>
        <p className="text-stone-700">{t("whichGame")}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {allRulesets().map((r) => (
            <li key={r.slug}>
              <Link href={`/decks/new?game=${r.slug}`} className="block rounded border border-stone-300 bg-white p-4 font-semibold shadow-sm">
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  // `?sets=<id>,…` (the set page's "Build a deck"): the builder opens on those player-made sets.
  const sets = (typeof raw.sets === "string" ? raw.sets.split(",").map((s) => s.trim()) : []).filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s)).slice(0, 20);
  const setup = await builderSetup(parsed.data.game, { readerId: user.id, ids: sets });
  return (
    <div className="space-y-3">
      <h1 className="sr-only">{(await getTranslations("builder"))(`games.${setup.game}.newTitle`)}</h1>
      <Builder
        setup={setup}
        check={checkDraftAction}
        initial={{
          id: null,
          version: 0,
          draft: { name: "", visibility: "private", headers: sets.length > 0 ? { sets: sets.join(", ") } : {}, lines: [] },
          cards: [],
          validation: null,
          text: `game: ${setup.game}\n${sets.length > 0 ? `sets: ${sets.join(", ")}\n` : ""}`,
          problems: [],
          origin: null,
        }}
      />
    </div>
  );
}
