"use client";

import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { BfeAction, BfeGoldfishInput, BfeTable } from "@/lib/games/battle-for-eden/goldfish";
import { MAX_PRODUCTION, priceNow, whyNotBuy } from "@/lib/games/battle-for-eden/goldfish-turns";
import { crystalEnergy, type MarketPile, priceOf } from "@/lib/games/battle-for-eden/market";
import { isEnergyCrystal } from "@/lib/games/battle-for-eden/common-cards";
import { ActionButton, CardTile, Counters, Section, SmallButton } from "./ui";

const PILES: MarketPile[] = ["world", "common", "technology"];

/**
 * Battle for Eden's Production and Reinforcements phases in the goldfish: resources and pure
 * energy, the energy cap from the crystals, the market (the World, the common and technology
 * cards) with a Buy button on each card, and the auto policy's buttons.
 */
export function MarketPanel({ input, state, act }: { input: BfeGoldfishInput; state: BfeTable; act(action: BfeAction): void }) {
  const t = useTranslations("bfeGoldfish");
  const locale = useLocale();
  const market = input.market ?? [];
  const reinforcing = state.phase === "reinforcements";
  // The Heart of Eden lost with pure energy held: technology cards are bought at once, in either phase.
  const buying = (pile: MarketPile) => (state.spendingPure ? pile === "technology" : reinforcing);
  const pileTitle = { world: t("world"), common: t("commonCards"), technology: t("technologyCards") };
  return (
    <Section title={reinforcing ? t("reinforcementsTitle", { round: state.round }) : t("marketTitle")} label={t("market")}>
      <Counters
        items={[
          { label: t("resources"), value: <span data-testid="resources">{state.resources}</span> },
          { label: t("pureEnergy"), value: state.pureEnergy },
          ...(reinforcing
            ? [
                {
                  label: t("energyForUnits"),
                  value: <span data-testid="energy">{t("energyLeft", { left: state.energy - state.spentOnUnits, total: state.energy })}</span>,
                },
              ]
            : []),
        ]}
      />
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex items-center gap-2">
          <span>{t("production")}</span>
          <input
            type="number"
            min={0}
            max={MAX_PRODUCTION}
            value={state.production}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 0 && n <= MAX_PRODUCTION && n !== state.production) act({ type: "production", resources: n });
            }}
            className="w-16 rounded border border-stone-400 px-2 py-1"
          />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={state.heart} onChange={() => act({ type: "heart" })} />
          <span>{t("heart")}</span>
        </label>
      </div>
      {state.spendingPure ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-2 text-sm" data-testid="spending-pure">
          {t("spendingPure", { pure: state.pureEnergy })}
        </p>
      ) : (
        <p className="text-xs text-stone-600">{reinforcing ? t("reinforcementsHelp") : t("expansionHelp")}</p>
      )}
      {reinforcing && !state.spendingPure && (
        <div className="flex flex-wrap gap-3">
          <ActionButton onClick={() => act({ type: "auto-buy" })}>{t("autoBuy")}</ActionButton>
          <ActionButton primary onClick={() => act({ type: "next-round" })}>
            {t("nextTurn")}
          </ActionButton>
        </div>
      )}
      {market.length === 0 && <p className="text-sm text-stone-600">{t("emptyMarket")}</p>}
      {PILES.map((pile) => {
        const items = market.map((offer, item) => ({ offer, item })).filter((o) => o.offer.pile === pile);
        if (items.length === 0) return null;
        return (
          <div key={pile} className="space-y-1">
            <h3 className="text-sm font-semibold">{pileTitle[pile]}</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={pileTitle[pile]}>
              {items.map(({ offer, item }) => {
                const base = priceOf(offer);
                const now = priceNow(input, state, item);
                const why = whyNotBuy(input, state, item);
                const name = localName(offer.card, locale);
                const facts = [
                  now === null ? t("noCost") : base?.assumed ? t("priceAssumed", { price: now }) : t("price", { price: now }),
                  ...(isEnergyCrystal(offer.card) ? [t("energyValue", { value: crystalEnergy(offer.card).value })] : []),
                  ...(typeof offer.card.strength === "number" ? [t("strength", { strength: offer.card.strength })] : []),
                ].join(" · ");
                return (
                  <li key={offer.card.code} data-market={offer.card.code}>
                    <CardTile name={name} facts={facts} tone={buying(pile) && why === null ? "plain" : "muted"}>
                      {buying(pile) && (
                        <SmallButton onClick={() => act({ type: "buy", item })} label={t("buyLabel", { name })}>
                          {t("buy")}
                        </SmallButton>
                      )}
                    </CardTile>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}
