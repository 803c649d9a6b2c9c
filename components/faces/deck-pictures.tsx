"use client";

import { useLocale, useTranslations } from "next-intl";
import type { GameSlug } from "@/lib/games/types";
import type { CardInfo, DraftLine } from "@/lib/decks/builder";
import { localName } from "@/components/builder/card-name";
import { useLayout } from "@/components/builder/games";
import { LegalBadge } from "@/components/builder/ui";
import { FACE_HEIGHT, FACE_WIDTH, faceUrl } from "./face-url";

/** Where a card's own page is: the catalog's card page, or the set a player-made card (`set-id/code`) belongs to. */
function cardHref(game: string, code: string): string {
  const slash = code.indexOf("/");
  return slash > 0 ? `/sets/${code.slice(0, slash)}` : `/cards/${game}/${code}`;
}

/** One card of the deck as its face; more than one copy shows as a stack with its count. */
function Stack({ game, card, code, quantity }: { game: string; card: CardInfo | undefined; code: string; quantity: number }) {
  const t = useTranslations("faces");
  const locale = useLocale();
  const name = card ? localName(card, locale) : code;
  const layers = Math.min(quantity, 4) - 1;
  return (
    <li data-card={code} data-quantity={quantity} className="flex flex-col items-center">
      <a
        href={cardHref(game, code)}
        className="relative block w-full rounded-md focus-visible:outline-3 focus-visible:outline-offset-2"
        style={{ paddingRight: `${layers * 5}px`, paddingBottom: `${layers * 5}px` }}
        aria-label={t("stackLabel", { name, count: quantity })}
      >
        {/* The copies under the top one, each 5 px further right and down, deepest first. */}
        {Array.from({ length: layers }, (_, i) => layers - i).map((k) => (
          <span
            key={k}
            aria-hidden
            className="absolute rounded-md border border-stone-400 bg-stone-100 shadow-sm"
            style={{ top: k * 5, left: k * 5, width: `calc(100% - ${layers * 5}px)`, height: `calc(100% - ${layers * 5}px)` }}
          />
        ))}
        {/* biome-ignore lint/performance/noImgElement: an SVG from our own API */}
        <img
          src={faceUrl(game, code, locale)}
          alt={name}
          width={FACE_WIDTH}
          height={FACE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="relative h-auto w-full rounded-md bg-white shadow"
        />
      </a>
      {/* The count under the stack, never over the face: the card's name is printed at its top left. */}
      <span
        aria-hidden
        data-count
        className={
          quantity > 1
            ? "mt-1.5 rounded-full bg-stone-900 px-2 py-0.5 text-center text-sm font-bold text-white shadow"
            : "mt-1 text-center text-xs text-stone-700"
        }
      >
        {t("copies", { count: quantity })}
      </span>
    </li>
  );
}

/**
 * A deck as card faces (`/decks/<id>?view=visual`, docs/faces.md): the cards its headers name
 * (the commander, the leader) first, then its lines grouped as the game's builder groups them,
 * each card once, copies as a stack with their count.
 */
export function DeckPictures(props: {
  game: GameSlug;
  name: string;
  legal: boolean | null;
  headers: Record<string, string>;
  lines: DraftLine[];
  cards: CardInfo[];
  toggle: React.ReactNode;
}) {
  const { game, name, legal, lines, cards, toggle } = props;
  const t = useTranslations("faces");
  const tAll = useTranslations();
  const layout = useLayout(game);
  const map = Object.fromEntries(cards.map((c) => [c.code, c]));
  const inLines = new Set(lines.map((l) => l.code));
  const headerCards = cards.filter((c) => !inLines.has(c.code));
  const groups = [
    ...(headerCards.length > 0
      ? [{ key: "headers", title: t("headerCards"), lines: headerCards.map((c) => ({ section: "headers", code: c.code, quantity: 1 })) }]
      : []),
    ...layout.groups(lines, map, tAll),
  ].filter((g) => g.lines.length > 0);
  return (
    <div className="space-y-5" data-view="visual">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold">{name}</h1>
        <LegalBadge legal={legal} busy={false} />
        <span className="text-sm text-stone-700">{layout.counter(lines, map, props.headers, tAll)}</span>
        <span className="ml-auto">{toggle}</span>
      </div>
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`faces-${g.key}`} className="space-y-2">
          <h2 id={`faces-${g.key}`} className="text-lg font-semibold">
            {g.title} <span className="text-sm font-normal text-stone-600">({g.lines.reduce((n, l) => n + l.quantity, 0)})</span>
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {g.lines.map((l) => (
              <Stack key={`${l.section}-${l.code}`} game={game} card={map[l.code]} code={l.code} quantity={l.quantity} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
