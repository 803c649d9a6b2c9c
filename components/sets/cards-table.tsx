import { useTranslations } from "next-intl";
import type { BaseCard, GameSlug } from "@/lib/games/types";
import type { DraftCard } from "@/lib/sets/drafts";
import { TABLE_FIELDS, cellText } from "./card-fields";

type Card = Record<string, unknown>;

/**
 * A set's cards: code, name, the game's key stats, and the draft flag of a Gardener of
 * Thoughts card whose attributes do not parse (with the parser's line and message).
 * `actions` adds the owner's Edit/Remove buttons to each row.
 */
export function CardsTable({
  game,
  cards,
  drafts,
  actions,
}: {
  game: GameSlug;
  cards: readonly BaseCard[] | readonly Card[];
  drafts: readonly DraftCard[];
  actions?: (card: Card, index: number) => React.ReactNode;
}) {
  const t = useTranslations("sets.cardsTable");
  const tf = useTranslations("setFields");
  const columns = TABLE_FIELDS[game];
  const draftOf = new Map(drafts.map((d) => [d.code, d]));
  if (cards.length === 0) return <p className="text-sm text-stone-600">{t("none")}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" aria-label={t("label")}>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="pr-3">
              {t("code")}
            </th>
            <th scope="col" className="pr-3">
              {t("name")}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="pr-3">
                {tf.has(`${game}.${c}.label`) ? tf(`${game}.${c}.label`) : c}
              </th>
            ))}
            {game === "got-cgs" && (
              <th scope="col" className="pr-3">
                {t("draft")}
              </th>
            )}
            {actions && (
              <th scope="col">
                <span className="sr-only">{t("actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {(cards as readonly Card[]).map((card, i) => {
            const draft = draftOf.get(String(card.code));
            return (
              <tr key={String(card.code)} className="border-t border-stone-200 align-top" data-card={String(card.code)}>
                <td className="py-1 pr-3 font-mono">{String(card.code)}</td>
                <td className="pr-3">{String(card.name)}</td>
                {columns.map((c) => (
                  <td key={c} className="pr-3">
                    {cellText(card[c])}
                  </td>
                ))}
                {game === "got-cgs" && (
                  <td className="pr-3">
                    {draft ? (
                      <span className="text-amber-900">{t("draftText", { problem: draft.problem, line: draft.line, message: draft.message })}</span>
                    ) : (
                      ""
                    )}
                  </td>
                )}
                {actions && <td className="whitespace-nowrap">{actions(card, i)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
