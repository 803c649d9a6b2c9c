"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { balanceDominion, type Icons } from "@/lib/games/dark-eden/balance";
import { RESOURCES } from "@/lib/games/dark-eden/card";
import type { Card } from "@/lib/games/dark-eden/deck";
import { allowanceOf, balanceCards, cardOf, suppliedIds, turfCards, type DarkEdenGoldfishInput, type Dominion } from "@/lib/games/dark-eden/dominion";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import { playRefusal } from "@/lib/games/dark-eden/playability";
import { SETTING_UP } from "@/lib/games/dark-eden/setting-up";
import { COMMANDER_KEY, legalPlacements, raidTargets, vulnerableEdges, type Side } from "@/lib/games/dark-eden/turf";
import { localName } from "@/components/builder/card-name";
import type { BoardProps } from "./board-props";
import { useGameText } from "./game-text";
import { useGridKeys } from "./grid-keys";
import { ActionButton, CardTile, Counters, Log, Section, SmallButton } from "./ui";

type Props = BoardProps<DarkEdenGoldfishInput, Dominion, DarkEdenAction>;

/** The board's words (messages deGoldfish.json), for the plain functions below. */
type Words = ReturnType<typeof useTranslations>;

function facts(card: Card, t: Words): string {
  const kind = card.type === "warrior" ? (card.warriorClass ?? "warrior") : card.type;
  const parts: string[] = [t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kind];
  if (card.type === "establishment") parts.push(t("neighborAllowance", { value: card.neighborAllowance ?? "?" }));
  if (typeof card.cv === "number") parts.push(t("cv", { value: card.cv }));
  if (card.initialCost) parts.push(t("cost", { value: card.initialCost }));
  if (card.affiliation !== "general") parts.push(t.has(`affiliations.${card.affiliation}`) ? t(`affiliations.${card.affiliation}`) : card.affiliation);
  return parts.join(" · ");
}

/** "2 Food, 1 Gold" in the board's language; "nothing" when no icon. */
function describe(value: Partial<Icons>, t: Words): string {
  const parts = RESOURCES.filter((r) => (value[r] ?? 0) > 0).map((r) => `${value[r]} ${t(`resources.${r}`)}`);
  return parts.length ? parts.join(", ") : t("nothing");
}

function icons(card: Pick<Card, "provides" | "requires">, t: Words): string | null {
  const blue = card.provides ? t("gives", { icons: describe(card.provides, t) }) : "";
  const red = card.requires ? t("needs", { icons: describe(card.requires, t) }) : "";
  return [red, blue].filter(Boolean).join("; ") || null;
}

const SIDE_BORDER: Record<Side, string> = { top: "borderTop", right: "borderRight", bottom: "borderBottom", left: "borderLeft" };

/** Dark Eden: hand, Turf grid, Borderlands, Warband, piles, Gold Reserves and the balance step. */
export function TurfBoard({ input, state, act }: Props) {
  const ta = useTranslations("a11y");
  const t = useTranslations("deGoldfish");
  const say = useGameText();
  const locale = useLocale();
  // A card's name in the reader's language where the catalog has one (Polish for Dark Eden).
  const named = (card: Card) => localName(card, locale);
  const [selected, setSelected] = useState<number | null>(null);
  const sel = selected !== null && state.hand.includes(selected) ? selected : null;
  const chosen = sel !== null ? cardOf(input, sel) : null;
  const started = state.turn >= 1;
  const turf = turfCards(input, state);
  const placements = chosen?.type === "establishment" && started ? legalPlacements(turf, allowanceOf(chosen)) : [];
  const refusal = chosen && started ? playRefusal(input, state, chosen) : null;
  const live = suppliedIds(input, state);
  const edges = vulnerableEdges(turf);
  const targets = new Set(raidTargets(turf));
  const balance = balanceDominion(balanceCards(input, state), state.gold);

  const xs = turf.map((c) => c.x);
  const ys = turf.map((c) => c.y);
  const x0 = Math.min(...xs) - 1;
  const x1 = Math.max(...xs) + 1;
  const y0 = Math.min(...ys) - 1;
  const y1 = Math.max(...ys) + 1;
  const rows = Array.from({ length: y1 - y0 + 1 }, (_, r) => y0 + r);
  const columns = Array.from({ length: x1 - x0 + 1 }, (_, c) => x0 + c);
  const byCell = new Map(turf.map((c) => [`${c.x},${c.y}`, c]));
  const legal = new Set(placements.map((c) => `${c.x},${c.y}`));
  const gridRef = useRef<HTMLTableElement>(null);
  const firstPlace = placements.length > 0 && sel !== null && !refusal ? `${placements[0].x},${placements[0].y}` : null;
  const commanderCell = turf.find((c) => c.key === COMMANDER_KEY);
  const grid = useGridKeys(gridRef, firstPlace ?? (commanderCell ? `${commanderCell.x},${commanderCell.y}` : null));

  const doAct = (action: DarkEdenAction) => {
    act(action);
    if (action.type !== "next-turn" && action.type !== "gift-of-fate") setSelected(null);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton onClick={() => act({ type: "gift-of-fate" })} disabled={started || state.giftOfFateTaken}>
          {t("giftOfFate")}
        </ActionButton>
        <ActionButton primary onClick={() => act({ type: "next-turn" })}>
          {started ? t("nextTurn") : t("startTurn1")}
        </ActionButton>
        <Counters
          items={[
            { label: t("turn"), value: started ? state.turn : t("settingUp") },
            { label: t("goldReserves"), value: <span data-testid="gold">{state.gold}</span> },
            { label: t("drawPile"), value: state.drawPile.length },
            { label: t("discardPile"), value: state.discardPile.length },
            { label: t("annihilated"), value: state.annihilated.length },
            ...(state.reshuffles ? [{ label: t("reshuffles"), value: state.reshuffles }] : []),
          ]}
        />
      </div>
      {!started && <p className="text-sm text-stone-600">{t("settingUpHelp")}</p>}

      <Section title={t("hand", { count: state.hand.length })} label={t("handLabel")}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label={t("handCards")}>
          {state.hand.map((id) => {
            const card = cardOf(input, id);
            return (
              <li key={id} data-card={card.code} data-id={id}>
                <CardTile name={named(card)} facts={facts(card, t)} tone={sel === id ? "selected" : "plain"}>
                  <SmallButton onClick={() => setSelected(sel === id ? null : id)} pressed={sel === id} label={t("selectCard", { name: named(card) })}>
                    {sel === id ? t("selected") : t("select")}
                  </SmallButton>
                </CardTile>
              </li>
            );
          })}
        </ul>
        {chosen && sel !== null && (
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2 rounded bg-amber-50 p-2 text-sm" aria-label={t("selectedCard")}>
            <strong>{named(chosen)}</strong>
            {icons(chosen, t) && <span className="text-stone-600">({icons(chosen, t)})</span>}
            {!started ? (
              <span>{t("startToPlay")}</span>
            ) : refusal ? (
              <span className="text-red-800">{say(refusal)}</span>
            ) : chosen.type === "establishment" ? (
              <span>{placements.length ? t("choosePlace") : t("noPlace")}</span>
            ) : chosen.type === "warrior" ? (
              <>
                <ActionButton onClick={() => doAct({ type: "muster", card: sel, zone: "warband" })}>{t("musterWarband")}</ActionButton>
                <ActionButton onClick={() => doAct({ type: "muster", card: sel, zone: "borderlands" })}>{t("musterBorderlands")}</ActionButton>
              </>
            ) : (
              <ActionButton onClick={() => doAct({ type: "play", card: sel })}>{t("play")}</ActionButton>
            )}
            {started && (
              <ActionButton onClick={() => doAct({ type: "discard", card: sel })} disabled={state.discardedThisTurn}>
                {t("discard")}
              </ActionButton>
            )}
          </fieldset>
        )}
      </Section>

      <Section title={t("turf")} label={t("turf")}>
        <p className="text-xs text-stone-600">{t("turfHelp")}</p>
        <p id="turf-keys" className="text-xs text-stone-600">
          {ta("turfKeys")}
        </p>
        <div className="overflow-x-auto">
          <table
            ref={gridRef}
            onKeyDown={grid.onKeyDown}
            onKeyUp={grid.onKeyUp}
            onFocus={grid.onFocus}
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${x1 - x0 + 1}, minmax(7.5rem, 9rem))` }}
            role="grid"
            aria-label={t("turfGrid")}
            aria-describedby="turf-keys"
          >
            <tbody className="contents">
              {rows.map((y) => (
                <tr key={y} className="contents">
                  {columns.map((x) => {
                    const here = byCell.get(`${x},${y}`);
                    const style: Record<string, string> = {};
                    for (const side of edges.get(here?.key ?? "") ?? []) style[SIDE_BORDER[side]] = "3px solid #b91c1c";
                    if (here?.key === COMMANDER_KEY) {
                      return (
                        <td key={x} className="min-h-24 rounded" style={style} data-x={x} data-y={y}>
                          <CardTile
                            name={named(input.commander)}
                            facts={`${t("kinds.commander")} · ${t("neighborAllowance", { value: 4 })} · ${t("cv", { value: input.commander.cv ?? "?" })}`}
                            testId="commander"
                          >
                            <span className="text-stone-600">{icons(input.commander, t)}</span>
                            {targets.has(COMMANDER_KEY) && <span className="text-red-800">{t("raidable")}</span>}
                          </CardTile>
                        </td>
                      );
                    }
                    if (here) {
                      const id = Number(here.key);
                      const card = cardOf(input, id);
                      return (
                        <td
                          key={x}
                          className={`min-h-24 rounded ${live.has(id) ? "" : "border-2 border-dashed border-stone-500"}`}
                          style={style}
                          data-x={x}
                          data-y={y}
                          data-card={card.code}
                        >
                          <CardTile name={named(card)} facts={facts(card, t)} tone={live.has(id) ? "plain" : "muted"}>
                            {!live.has(id) && <span>{t("noSupplyLine")}</span>}
                            {targets.has(here.key) && <span className="text-red-800">{t("raidTarget")}</span>}
                            <SmallButton onClick={() => doAct({ type: "move", card: id, to: "discard" })} label={t("discardFromPlay", { name: named(card) })}>
                              {t("discard")}
                            </SmallButton>
                            <SmallButton
                              onClick={() => doAct({ type: "move", card: id, to: "annihilated" })}
                              label={t("annihilateCard", { name: named(card) })}
                            >
                              {t("annihilate")}
                            </SmallButton>
                          </CardTile>
                        </td>
                      );
                    }
                    const buildable = legal.has(`${x},${y}`) && sel !== null && !refusal;
                    return (
                      <td
                        key={x}
                        className="min-h-24 rounded border border-dotted border-stone-200"
                        data-x={x}
                        data-y={y}
                        aria-label={buildable ? undefined : ta("emptyPlace", { x, y })}
                      >
                        {buildable && (
                          <button
                            type="button"
                            className="h-full w-full rounded bg-amber-100 text-xs font-medium text-amber-900 hover:bg-amber-200"
                            onClick={() => doAct({ type: "build", card: sel, x, y })}
                            aria-label={t("buildAt", { x, y })}
                          >
                            {t("buildHere")}
                          </button>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <div className="grid gap-4 md:grid-cols-3">
        {(["borderlands", "warband", "attached"] as const).map((zone) => (
          <Section key={zone} title={t(`zones.${zone}`)}>
            {state[zone].length === 0 ? (
              <p className="text-xs text-stone-600">{zone === "attached" ? t("attachedEmpty") : t("noWarrior")}</p>
            ) : (
              <ul className="space-y-1">
                {state[zone].map((id) => {
                  const card = cardOf(input, id);
                  const other = zone === "warband" ? "borderlands" : "warband";
                  return (
                    <li key={id} data-card={card.code}>
                      <CardTile name={named(card)} facts={facts(card, t)}>
                        {zone !== "attached" && (
                          <SmallButton onClick={() => doAct({ type: "move", card: id, to: other })} disabled={state.transferredThisTurn.includes(id)}>
                            {t(`moveTo.${other}`)}
                          </SmallButton>
                        )}
                        <SmallButton onClick={() => doAct({ type: "move", card: id, to: "discard" })}>{t("discard")}</SmallButton>
                        <SmallButton onClick={() => doAct({ type: "move", card: id, to: "annihilated" })}>{t("annihilate")}</SmallButton>
                      </CardTile>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        ))}
      </div>

      <Section title={t("balance.heading", { turn: started ? state.turn : 1 })} label={t("balance.label")}>
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
            {RESOURCES.map((r) => (
              <tr key={r}>
                <th className="pr-4 text-left font-medium">{t(`resources.${r}`)}</th>
                <td className="pr-4">{balance.provided[r]}</td>
                <td className="pr-4">{balance.required[r]}</td>
                <td className="pr-4">{balance.bought[r]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {balance.balanced ? (
          <p className="text-sm" data-testid="balance">
            {t("balance.balanced", {
              spent: balance.goldSpent,
              surplus: balance.surplusGold,
              before: balance.reservesBefore,
              after: balance.reservesAfter,
            })}
          </p>
        ) : (
          <p className="text-sm text-red-800" data-testid="balance">
            {t("balance.unbalanced", {
              before: balance.reservesBefore,
              cards: balance.unpaid.map((k) => (k === COMMANDER_KEY ? named(input.commander) : named(cardOf(input, Number(k))))).join(", "),
            })}
          </p>
        )}
        <p className="text-xs text-stone-600">{t("balance.note", { gold: SETTING_UP.goldReserves })}</p>
      </Section>

      <Log lines={state.log} />
    </div>
  );
}
