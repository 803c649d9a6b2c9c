"use client";

import { useTranslations } from "next-intl";
import type { Issue, Validation } from "@/lib/games/types";
import type { BuilderSetup, CardInfo, DraftLine } from "@/lib/decks/builder";
import type { CardMap } from "./draft";
import type { GameLayout, LayoutProps } from "./layout";
import { DeckLine, leveled } from "./ui";

/** The deck side of the builder (and of the read-only view): the game's panel, grouped lines, extras. */
export function DeckPane({
  setup,
  layout,
  headers,
  lines,
  cards,
  validation,
  editable,
  change,
  setHeader,
}: {
  setup: BuilderSetup;
  layout: GameLayout;
  headers: Record<string, string>;
  lines: DraftLine[];
  cards: CardMap;
  validation: Validation | null;
  editable: boolean;
  change?: (card: CardInfo, delta: number, section?: string) => void;
  setHeader?: (key: string, value: string | null) => void;
}) {
  const t = useTranslations("builder");
  const tAll = useTranslations();
  const all = validation ? leveled(validation.errors, validation.warnings) : [];
  const issuesFor = (code: string): Issue[] => all.filter((i) => i.cards.includes(code));
  const props: LayoutProps = {
    setup,
    headers,
    lines,
    cards,
    validation,
    editable,
    setHeader: setHeader ?? (() => {}),
    change: change ?? (() => {}),
    issuesWithCodes: (codes) => all.filter((i) => codes.includes(i.code)),
  };
  const groups = layout.groups(lines, cards, tAll).filter((g) => g.lines.length > 0);
  const { Panel, Extras } = layout;
  return (
    <section aria-labelledby="deck-heading" className="space-y-4">
      <h2 id="deck-heading" className="text-lg font-semibold">
        {editable ? t("yourList") : t("theList")}
      </h2>
      <Panel {...props} />
      {groups.length === 0 && (
        <p className="rounded border border-dashed border-stone-400 p-4 text-sm text-stone-600">{editable ? t("noCardsEditable") : t("noCards")}</p>
      )}
      {groups.map((g) => {
        const count = g.lines.reduce((n, l) => n + l.quantity, 0);
        return (
          <div key={g.key} className="space-y-1">
            <h3 id={`group-${g.key}`} className="font-semibold">
              {g.title} <span className="font-normal text-stone-600">({count})</span>
            </h3>
            {g.note && <p className="text-xs text-stone-600">{g.note}</p>}
            <ul aria-labelledby={`group-${g.key}`} className="divide-y divide-stone-200 rounded border border-stone-300 bg-white">
              {g.lines.map((line) => {
                const card = cards[line.code];
                return (
                  <DeckLine
                    key={`${line.section}/${line.code}`}
                    line={line}
                    card={card}
                    game={setup.game}
                    editable={editable}
                    facts={card && layout.facts ? layout.facts(card, tAll) : undefined}
                    refuse={card && layout.refuseAdd ? layout.refuseAdd(card, lines, cards, headers, tAll) : null}
                    issues={issuesFor(line.code)}
                    onChange={(delta) =>
                      props.change(card ?? { code: line.code, name: line.code, type: "", data: {}, ref: `[${line.code}]` }, delta, line.section)
                    }
                  />
                );
              })}
            </ul>
          </div>
        );
      })}
      {Extras && <Extras {...props} />}
    </section>
  );
}
