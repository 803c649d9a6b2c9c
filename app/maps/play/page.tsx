import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { replayCreation } from "@/lib/games/battle-for-eden/map-creation";
import { movesFromLink } from "@/lib/games/battle-for-eden/map-creation-link";
import { MAX_PLAYERS, MIN_PLAYERS } from "@/lib/games/battle-for-eden/map-generator";
import { CreationGame } from "@/components/maps/creation-game";
import { type MapsT, refusalText } from "@/components/maps/finding-text";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("maps"))("meta.creation") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** `/maps/play?players=N&seed=S&moves=…`: map creation played turn by turn, pass and play; the address replays it. */
export default async function MapCreationPage({ searchParams }: Props) {
  const query = await searchParams;
  const t = await getTranslations("maps");
  const locale = await getLocale();
  const players = Number(one(query.players));
  const seed = one(query.seed).slice(0, 40);
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS || seed === "") {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("play.title")}</h1>
        <p className="max-w-3xl text-sm">{t("play.intro")}</p>
        <form method="get" action="/maps/play" className="flex flex-wrap items-end gap-3 text-sm">
          <label className="flex flex-col">
            {t("play.players")}
            <select name="players" defaultValue="2" className="min-h-8 rounded border border-stone-400 px-2">
              {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col">
            {t("play.seed")}
            <input name="seed" required maxLength={40} defaultValue={String(Date.now() % 1_000_000)} className="min-h-8 rounded border border-stone-400 px-2" />
          </label>
          <button type="submit" className="min-h-8 rounded bg-stone-900 px-3 py-1 font-medium text-white">
            {t("play.start")}
          </button>
        </form>
        <Link href="/maps">{t("allMaps")}</Link>
      </div>
    );
  }
  const read = movesFromLink(one(query.moves));
  const replay = read.ok ? replayCreation(players, seed, read.moves) : read;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("play.gameTitle", { players, seed })}</h1>
      {replay.ok ? (
        <CreationGame initial={replay.state} players={players} seed={seed} />
      ) : (
        <p role="alert" className="text-red-800">
          {t.rich("play.noReplay", {
            reason: refusalText(replay, t as unknown as MapsT, locale),
            link: (chunks) => <Link href={`/maps/play?players=${players}&seed=${encodeURIComponent(seed)}`}>{chunks}</Link>,
          })}
        </p>
      )}
    </div>
  );
}
