import { useTranslations } from "next-intl";
import type { TurfBoardModel } from "../turf-board-model";
import { Section } from "../ui";
import { useCardWords } from "./card-words";

/** STEP THREE: BALANCE of the turn: icons provided, required and bought per resource, and whether the Dominion balances. */
export function TurfBalance({ balance }: { balance: TurfBoardModel["balance"] }) {
  const t = useTranslations("deGoldfish");
  const words = useCardWords();
  const { result } = balance;
  return (
    <Section title={t("balance.heading", { turn: balance.turn })} label={t("balance.label")}>
      <table className="text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th className="pr-4 font-normal">{t("balance.resource")}</th>
            <th className="pr-4 font-normal">{t("balance.provided")}</th>
            <th className="pr-4 font-normal">{t("balance.required")}</th>
            <th className="pr-4 font-normal">{t("balance.bought")}</th>
          </tr>
        </thead>
        <tbody>
          {balance.rows.map((row) => (
            <tr key={row.resource}>
              <th className="pr-4 text-left font-medium">{t(`resources.${row.resource}`)}</th>
              <td className="pr-4">{row.provided}</td>
              <td className="pr-4">{row.required}</td>
              <td className="pr-4">{row.bought}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.balanced ? (
        <p className="text-sm" data-testid="balance">
          {t("balance.balanced", {
            spent: result.goldSpent,
            surplus: result.surplusGold,
            before: result.reservesBefore,
            after: result.reservesAfter,
          })}
        </p>
      ) : (
        <p className="text-sm text-red-800" data-testid="balance">
          {t("balance.unbalanced", { before: result.reservesBefore, cards: balance.unpaid.map(words.name).join(", ") })}
        </p>
      )}
      <p className="text-xs text-stone-600">{t("balance.note", { gold: balance.startingGold })}</p>
    </Section>
  );
}
