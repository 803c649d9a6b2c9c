"use client";

import { useTranslations } from "next-intl";
import type { Tool } from "./use-board-input";
import { FILL, useTileLabels, LAND_COLOURS, PLAYER_COLOURS, type Brush } from "./palette";

const brushKey = (b: Brush) => (b.kind === "heart" ? "heart" : b.kind === "portal" ? `portal:${b.player}` : `land:${b.color}`);

const GROUPS: { legend: "heart" | "portals" | "land"; brushes: Brush[] }[] = [
  { legend: "heart", brushes: [{ kind: "heart" }] },
  { legend: "portals", brushes: PLAYER_COLOURS.map((player) => ({ kind: "portal", player })) },
  { legend: "land", brushes: LAND_COLOURS.map((color) => ({ kind: "land", color })) },
];

/** The tool (paint, erase, pan) and the tile to paint, grouped as "Map creation ▶ Setup" hands tiles out. */
export function PalettePicker({ tool, brush, onTool, onBrush }: { tool: Tool; brush: Brush; onTool(tool: Tool): void; onBrush(brush: Brush): void }) {
  const tr = useTranslations("maps.palette");
  const { brushLabel } = useTileLabels();
  const current = brushKey(brush);
  return (
    <div className="space-y-3 text-sm">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 font-semibold">{tr("tool")}</legend>
        {(["paint", "erase", "pan"] as const).map((t) => (
          <label key={t} className={`${chip} ${tool === t ? chipOn : ""}`}>
            <input type="radio" name="map-tool" value={t} checked={tool === t} onChange={() => onTool(t)} className="sr-only" />
            {t === "paint" ? tr("paint") : t === "erase" ? tr("erase") : tr("pan")}
          </label>
        ))}
      </fieldset>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="flex flex-wrap gap-2">
          <legend className="mb-1 font-semibold">{tr(group.legend)}</legend>
          {group.brushes.map((b) => {
            const k = brushKey(b);
            const colour = b.kind === "heart" ? "#f59e0b" : FILL[b.kind === "portal" ? b.player : b.color];
            return (
              <label key={k} className={`${chip} ${tool === "paint" && current === k ? chipOn : ""}`}>
                <input
                  type="radio"
                  name="map-brush"
                  value={k}
                  checked={current === k}
                  onChange={() => {
                    onBrush(b);
                    onTool("paint");
                  }}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`inline-block h-4 w-4 border border-stone-600 ${b.kind === "portal" ? "rounded-full" : "rounded-sm"}`}
                  style={{ background: colour }}
                />
                {brushLabel(b)}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

const chip =
  "inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded border border-stone-400 bg-white px-2 py-1 capitalize has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-600";
const chipOn = "border-stone-900 bg-stone-900 text-white";
