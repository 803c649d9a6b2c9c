import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import type { Side } from "@/lib/games/dark-eden/turf";
import { cardFacts, type TurfBoardModel, type TurfCell } from "../turf-board-model";
import { useGridKeys } from "../grid-keys";
import { CardTile, Section, SmallButton } from "../ui";
import { useCardWords } from "./card-words";

const SIDE_BORDER: Record<Side, string> = { top: "borderTop", right: "borderRight", bottom: "borderBottom", left: "borderLeft" };

/** A red border on each edge open to raiders ("STEP FIVE: RAID ▶ ANNOUNCE RAID TARGET"). */
function edgeStyle(edges: readonly Side[]): Record<string, string> {
  const style: Record<string, string> = {};
  for (const side of edges) style[SIDE_BORDER[side]] = "3px solid #b91c1c";
  return style;
}

/** The Turf as an ARIA grid (arrow keys, one Tab stop): the Commander, the Establishments, and the empty places around them. */
export function TurfGrid({ model, act }: { model: TurfBoardModel; act(action: DarkEdenAction): void }) {
  const ta = useTranslations("a11y");
  const t = useTranslations("deGoldfish");
  const gridRef = useRef<HTMLTableElement>(null);
  const grid = useGridKeys(gridRef, model.grid.focus);
  return (
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
          style={{ gridTemplateColumns: `repeat(${model.grid.columns.length}, minmax(7.5rem, 9rem))` }}
          role="grid"
          aria-label={t("turfGrid")}
          aria-describedby="turf-keys"
        >
          <tbody className="contents">
            {model.grid.rows.map(({ y, cells }) => (
              <tr key={y} className="contents">
                {cells.map((cell) => (
                  <TurfGridCell key={cell.x} cell={cell} commander={model.commander} act={act} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** One place of the Turf: the Commander, an Establishment (dashed without a Supply Line), or an empty place (a Build button where the selected card may go). */
function TurfGridCell({ cell, commander, act }: { cell: TurfCell; commander: TurfBoardModel["commander"]; act(action: DarkEdenAction): void }) {
  const ta = useTranslations("a11y");
  const t = useTranslations("deGoldfish");
  const words = useCardWords();
  const { x, y } = cell;
  if (cell.kind === "commander") {
    return (
      <td className="min-h-24 rounded" style={edgeStyle(cell.edges)} data-x={x} data-y={y}>
        <CardTile name={words.name(commander.card)} facts={words.commanderFacts(commander.facts)} testId="commander">
          <span className="text-stone-600">{words.icons(commander.icons)}</span>
          {cell.raidable && <span className="text-red-800">{t("raidable")}</span>}
        </CardTile>
      </td>
    );
  }
  if (cell.kind === "establishment") {
    const name = words.name(cell.card);
    return (
      <td
        className={`min-h-24 rounded ${cell.supplied ? "" : "border-2 border-dashed border-stone-500"}`}
        style={edgeStyle(cell.edges)}
        data-x={x}
        data-y={y}
        data-card={cell.card.code}
      >
        <CardTile name={name} facts={words.facts(cardFacts(cell.card))} tone={cell.supplied ? "plain" : "muted"}>
          {!cell.supplied && <span>{t("noSupplyLine")}</span>}
          {cell.raidTarget && <span className="text-red-800">{t("raidTarget")}</span>}
          <SmallButton onClick={() => act(cell.discard)} label={t("discardFromPlay", { name })}>
            {t("discard")}
          </SmallButton>
          <SmallButton onClick={() => act(cell.annihilate)} label={t("annihilateCard", { name })}>
            {t("annihilate")}
          </SmallButton>
        </CardTile>
      </td>
    );
  }
  const build = cell.build;
  return (
    <td className="min-h-24 rounded border border-dotted border-stone-200" data-x={x} data-y={y} aria-label={build ? undefined : ta("emptyPlace", { x, y })}>
      {build && (
        <button
          type="button"
          className="h-full w-full rounded bg-amber-100 text-xs font-medium text-amber-900 hover:bg-amber-200"
          onClick={() => act(build)}
          aria-label={t("buildAt", { x, y })}
        >
          {t("buildHere")}
        </button>
      )}
    </td>
  );
}
