"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { balanceDominion, describeIcons, RESOURCE_NAMES } from "@/lib/games/dark-eden/balance";
import { RESOURCES } from "@/lib/games/dark-eden/card";
import type { Card } from "@/lib/games/dark-eden/deck";
import { allowanceOf, balanceCards, cardOf, suppliedIds, turfCards, type DarkEdenGoldfishInput, type Dominion } from "@/lib/games/dark-eden/dominion";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import { playRefusal } from "@/lib/games/dark-eden/playability";
import { SETTING_UP } from "@/lib/games/dark-eden/setting-up";
import { COMMANDER_KEY, legalPlacements, raidTargets, vulnerableEdges, type Side } from "@/lib/games/dark-eden/turf";
import type { BoardProps } from "./board-props";
import { useGridKeys } from "./grid-keys";
import { ActionButton, CardTile, Counters, Log, Section, SmallButton } from "./ui";

type Props = BoardProps<DarkEdenGoldfishInput, Dominion, DarkEdenAction>;

function facts(card: Card): string {
  const parts: string[] = [card.type === "warrior" ? `${card.warriorClass ?? "warrior"}` : card.type];
  if (card.type === "establishment") parts.push(`NA ${card.neighborAllowance ?? "?"}`);
  if (typeof card.cv === "number") parts.push(`CV ${card.cv}`);
  if (card.initialCost) parts.push(`cost ${card.initialCost}`);
  if (card.affiliation !== "general") parts.push(card.affiliation);
  return parts.join(" · ");
}

function icons(card: Pick<Card, "provides" | "requires">): string | null {
  const blue = card.provides ? `gives ${describeIcons(card.provides)}` : "";
  const red = card.requires ? `needs ${describeIcons(card.requires)}` : "";
  return [red, blue].filter(Boolean).join("; ") || null;
}

const SIDE_BORDER: Record<Side, string> = { top: "borderTop", right: "borderRight", bottom: "borderBottom", left: "borderLeft" };

/** Dark Eden: hand, Turf grid, Borderlands, Warband, piles, Gold Reserves and the balance step. */
export function TurfBoard({ input, state, act }: Props) {
  const ta = useTranslations("a11y");
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
          Gift of Fate
        </ActionButton>
        <ActionButton primary onClick={() => act({ type: "next-turn" })}>
          {started ? "Next turn" : "Start turn 1"}
        </ActionButton>
        <Counters
          items={[
            { label: "Turn", value: started ? state.turn : "setting up" },
            { label: "Gold Reserves", value: <span data-testid="gold">{state.gold}</span> },
            { label: "Draw pile", value: state.drawPile.length },
            { label: "Discard pile (face down)", value: state.discardPile.length },
            { label: "Annihilated", value: state.annihilated.length },
            ...(state.reshuffles ? [{ label: "Reshuffles", value: state.reshuffles }] : []),
          ]}
        />
      </div>
      {!started && (
        <p className="text-sm text-stone-600">
          Setting up: 3 cards went to the discard pile unseen and 7 were drawn. Not happy with them? Claim the Gift of Fate: they go to the discard pile and 7
          new cards are drawn, which you must keep. Then start turn 1.
        </p>
      )}

      <Section title={`Hand (${state.hand.length})`} label="Hand">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Hand cards">
          {state.hand.map((id) => {
            const card = cardOf(input, id);
            return (
              <li key={id} data-card={card.code} data-id={id}>
                <CardTile name={card.name} facts={facts(card)} tone={sel === id ? "selected" : "plain"}>
                  <SmallButton onClick={() => setSelected(sel === id ? null : id)} pressed={sel === id} label={`Select ${card.name}`}>
                    {sel === id ? "Selected" : "Select"}
                  </SmallButton>
                </CardTile>
              </li>
            );
          })}
        </ul>
        {chosen && sel !== null && (
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2 rounded bg-amber-50 p-2 text-sm" aria-label="Selected card">
            <strong>{chosen.name}</strong>
            {icons(chosen) && <span className="text-stone-600">({icons(chosen)})</span>}
            {!started ? (
              <span>Start turn 1 to play cards.</span>
            ) : refusal ? (
              <span className="text-red-800">{refusal}</span>
            ) : chosen.type === "establishment" ? (
              <span>{placements.length ? "Choose a highlighted place in the Turf." : "No place in the Turf takes it now (Neighbor Allowances)."}</span>
            ) : chosen.type === "warrior" ? (
              <>
                <ActionButton onClick={() => doAct({ type: "muster", card: sel, zone: "warband" })}>Muster to Warband</ActionButton>
                <ActionButton onClick={() => doAct({ type: "muster", card: sel, zone: "borderlands" })}>Muster to Borderlands</ActionButton>
              </>
            ) : (
              <ActionButton onClick={() => doAct({ type: "play", card: sel })}>Play</ActionButton>
            )}
            {started && (
              <ActionButton onClick={() => doAct({ type: "discard", card: sel })} disabled={state.discardedThisTurn}>
                Discard
              </ActionButton>
            )}
          </fieldset>
        )}
      </Section>

      <Section title="Turf" label="Turf">
        <p className="text-xs text-stone-600">
          The Commander is at the centre. Establishments go next to the Commander or another Establishment, within every touched card&apos;s Neighbor Allowance.
          Red edges are open to raiders; a dashed card has no Supply Line to the Commander.
        </p>
        <p id="turf-keys" className="text-xs text-stone-600">
          {ta("turfKeys")}
        </p>
        <div className="overflow-x-auto">
          <table
            ref={gridRef}
            onKeyDown={grid.onKeyDown}
            onFocus={grid.onFocus}
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${x1 - x0 + 1}, minmax(7.5rem, 9rem))` }}
            role="grid"
            aria-label="Turf grid"
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
                          <CardTile name={input.commander.name} facts={`Commander · NA 4 · CV ${input.commander.cv ?? "?"}`} testId="commander">
                            <span className="text-stone-600">{icons(input.commander)}</span>
                            {targets.has(COMMANDER_KEY) && <span className="text-red-800">raidable</span>}
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
                          <CardTile name={card.name} facts={facts(card)} tone={live.has(id) ? "plain" : "muted"}>
                            {!live.has(id) && <span>no Supply Line</span>}
                            {targets.has(here.key) && <span className="text-red-800">raid target</span>}
                            <SmallButton onClick={() => doAct({ type: "move", card: id, to: "discard" })} label={`Discard ${card.name} from play`}>
                              Discard
                            </SmallButton>
                            <SmallButton onClick={() => doAct({ type: "move", card: id, to: "annihilated" })} label={`Annihilate ${card.name}`}>
                              Annihilate
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
                            aria-label={`Build at (${x}, ${y})`}
                          >
                            Build here
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
          <Section key={zone} title={zone === "borderlands" ? "Borderlands" : zone === "warband" ? "Warband" : "Attachments"}>
            {state[zone].length === 0 ? (
              <p className="text-xs text-stone-600">{zone === "attached" ? "Intrigue cards that attach stay here." : "No warrior."}</p>
            ) : (
              <ul className="space-y-1">
                {state[zone].map((id) => {
                  const card = cardOf(input, id);
                  const other = zone === "warband" ? "borderlands" : "warband";
                  return (
                    <li key={id} data-card={card.code}>
                      <CardTile name={card.name} facts={facts(card)}>
                        {zone !== "attached" && (
                          <SmallButton onClick={() => doAct({ type: "move", card: id, to: other })} disabled={state.transferredThisTurn.includes(id)}>
                            To {other === "warband" ? "Warband" : "Borderlands"}
                          </SmallButton>
                        )}
                        <SmallButton onClick={() => doAct({ type: "move", card: id, to: "discard" })}>Discard</SmallButton>
                        <SmallButton onClick={() => doAct({ type: "move", card: id, to: "annihilated" })}>Annihilate</SmallButton>
                      </CardTile>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        ))}
      </div>

      <Section title={`Balance (step three) of turn ${started ? state.turn : 1}`} label="Balance">
        <table className="text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th className="pr-4 font-normal">Resource</th>
              <th className="pr-4 font-normal">Blue (provided)</th>
              <th className="pr-4 font-normal">Red (required)</th>
              <th className="pr-4 font-normal">Bought with Gold</th>
            </tr>
          </thead>
          <tbody>
            {RESOURCES.map((r) => (
              <tr key={r}>
                <th className="pr-4 text-left font-medium">{RESOURCE_NAMES[r]}</th>
                <td className="pr-4">{balance.provided[r]}</td>
                <td className="pr-4">{balance.required[r]}</td>
                <td className="pr-4">{balance.bought[r]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {balance.balanced ? (
          <p className="text-sm" data-testid="balance">
            Balanced: {balance.goldSpent} Gold spent (1 a Gold icon, 2 any other), {balance.surplusGold} surplus Gold kept; the Reserves go from{" "}
            {balance.reservesBefore} to {balance.reservesAfter} when the turn ends.
          </p>
        ) : (
          <p className="text-sm text-red-800" data-testid="balance">
            Not balanced: the Reserves ({balance.reservesBefore}) cannot pay for{" "}
            {balance.unpaid.map((k) => (k === COMMANDER_KEY ? input.commander.name : cardOf(input, Number(k)).name)).join(", ")}. Discard cards from play before
            ending the turn.
          </p>
        )}
        <p className="text-xs text-stone-600">
          Starting Gold Reserves: {SETTING_UP.goldReserves}. Establishments without a Supply Line neither give nor need icons.
        </p>
      </Section>

      <Log lines={state.log} />
    </div>
  );
}
