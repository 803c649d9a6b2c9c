"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useReducer, useState } from "react";
import { hexLabel } from "@/lib/games/battle-for-eden/hex";
import { checkMap } from "@/lib/games/battle-for-eden/map";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import type { Visibility } from "@/lib/decks/input";
import { MAX_SAVED_MAP_COORDINATE } from "@/lib/maps/limits";
import type { MapView } from "@/lib/maps/service";
import { CheckPanel } from "./check-panel";
import { CompositionPanel } from "./composition-panel";
import { dropDraft, loadDraft, storeDraft } from "./draft-store";
import { drawingOf, drawingReducer } from "./editor-state";
import { GeneratePanel } from "./generate-panel";
import { HexBoard, type Mark } from "./hex-board";
import type { Tool } from "./use-board-input";
import type { Brush } from "./palette";
import { PalettePicker } from "./palette-picker";
import { SaveBar, type SavedState } from "./save-bar";

export interface MapEditorProps {
  id: string | null;
  version: number | null;
  mine: boolean;
  name: string;
  visibility: Visibility;
  tiles: MapTile[];
  signedIn: boolean;
}

/**
 * The Battle for Eden map editor: paint tiles on a hex grid; every check of `cli map` runs
 * live in the browser with the same code (lib/games/battle-for-eden/map.ts) and is drawn on
 * the hexes; warnings never stop drawing. Unsaved work is kept in localStorage.
 */
export function MapEditor(props: MapEditorProps) {
  const router = useRouter();
  const t = useTranslations("maps.editor");
  const [saved, setSaved] = useState<SavedState>({ id: props.id, version: props.version, mine: props.mine || props.id === null });
  const [base, setBase] = useState({ name: props.name, visibility: props.visibility, tiles: JSON.stringify(props.tiles) });
  const [drawing, dispatch] = useReducer(drawingReducer, props.tiles, drawingOf);
  const [name, setName] = useState(props.name);
  const [visibility, setVisibility] = useState<Visibility>(props.visibility);
  const [tool, setTool] = useState<Tool>("paint");
  const [brush, setBrush] = useState<Brush>({ kind: "heart" });
  const [picked, setPicked] = useState<number | null>(null);
  const [showEnergy, setShowEnergy] = useState(true);
  const [showWild, setShowWild] = useState(true);
  const [restored, setRestored] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const readOnly = !saved.mine;

  const tiles = drawing.tiles;
  const dirty = !readOnly && (JSON.stringify(tiles) !== base.tiles || name !== base.name || visibility !== base.visibility);

  // A draft left in this browser (closed tab, failed save) comes back on opening the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page opens, with the props it opened with.
  useEffect(() => {
    if (!readOnly) {
      const draft = loadDraft(props.id);
      if (draft && (JSON.stringify(draft.tiles) !== JSON.stringify(props.tiles) || draft.name !== props.name || draft.visibility !== props.visibility)) {
        dispatch({ type: "replace", tiles: draft.tiles });
        // The draft was drawn on its own version: saving it over a newer one is a conflict, never a silent overwrite.
        if (draft.version !== null && props.version !== null && draft.version < props.version) setSaved((s) => ({ ...s, version: draft.version }));
        setName(draft.name);
        setVisibility(draft.visibility);
        setRestored(true);
      }
    }
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded || readOnly) return;
    if (dirty) storeDraft(saved.id, { name, visibility, tiles, version: saved.version });
    else dropDraft(saved.id);
  }, [loaded, readOnly, dirty, saved.id, saved.version, name, visibility, tiles]);

  const check = useMemo(() => checkMap({ tiles }), [tiles]);
  const issues = useMemo(() => [...check.errors, ...check.warnings], [check]);
  const marks = useMemo(() => {
    const out = new Map<string, Mark>();
    for (const w of check.warnings) for (const label of w.cards) out.set(label, "warning");
    for (const e of check.errors) for (const label of e.cards) out.set(label, "error");
    return out;
  }, [check]);
  const pickedTiles = useMemo(() => new Set(picked === null ? [] : (issues[picked]?.cards ?? [])), [issues, picked]);
  const energyRich = useMemo(() => new Set(check.energyRich.map(hexLabel)), [check]);
  const wild = useMemo(() => new Map(check.wild.map((w) => [hexLabel(w), w.strength])), [check]);

  function onSaved(map: MapView, created: boolean, sent: MapTile[]) {
    if (created) {
      dropDraft(saved.id);
      router.push(`/maps/${encodeURIComponent(map.id)}`);
      return;
    }
    setSaved({ id: map.id, version: map.version, mine: map.mine });
    setBase({ name: map.name, visibility: map.visibility, tiles: JSON.stringify(map.map.tiles) });
    dispatch({ type: "replace", tiles: map.map.tiles, ifStill: sent });
    dropDraft(map.id);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-3">
        {restored && (
          <p role="status" className="rounded border border-amber-400 bg-amber-50 p-2 text-sm">
            {t("restored")}{" "}
            <button
              type="button"
              className="min-h-8 underline"
              onClick={() => {
                dispatch({ type: "replace", tiles: JSON.parse(base.tiles) as MapTile[] });
                setName(base.name);
                setVisibility(base.visibility);
                dropDraft(saved.id);
                setRestored(false);
              }}
            >
              {t("discard")}
            </button>
          </p>
        )}
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <button type="button" className={button} onClick={() => dispatch({ type: "undo" })} disabled={drawing.past.length === 0}>
              {t("undo")}
            </button>
            <button type="button" className={button} onClick={() => dispatch({ type: "redo" })} disabled={drawing.future.length === 0}>
              {t("redo")}
            </button>
            <span className="text-stone-600">{t("tileCount", { count: tiles.length })}</span>
          </div>
        )}
        <HexBoard
          tiles={tiles}
          marks={marks}
          picked={pickedTiles}
          energyRich={energyRich}
          wild={wild}
          showEnergy={showEnergy}
          showWild={showWild}
          tool={tool}
          readOnly={readOnly}
          maxCoordinate={MAX_SAVED_MAP_COORDINATE}
          onPaint={(at, stroke) => dispatch({ type: "paint", at, brush, stroke })}
          onErase={(at, stroke) => dispatch({ type: "erase", at, stroke })}
          onUndo={() => dispatch({ type: "undo" })}
          onRedo={() => dispatch({ type: "redo" })}
        />
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex min-h-8 items-center gap-2">
            <input type="checkbox" checked={showEnergy} onChange={(e) => setShowEnergy(e.target.checked)} className="h-5 w-5" />
            {t("energyRich", { count: check.energyRich.length })}
          </label>
          <label className="inline-flex min-h-8 items-center gap-2">
            <input type="checkbox" checked={showWild} onChange={(e) => setShowWild(e.target.checked)} className="h-5 w-5" />
            {t("wild")}
          </label>
        </div>
      </div>
      <div className="space-y-5">
        <SaveBar
          saved={saved}
          signedIn={props.signedIn}
          name={name}
          visibility={visibility}
          tiles={tiles}
          dirty={dirty}
          onName={setName}
          onVisibility={setVisibility}
          onSaved={onSaved}
        />
        {!readOnly && <PalettePicker tool={tool} brush={brush} onTool={setTool} onBrush={setBrush} />}
        {!readOnly && <GeneratePanel onMap={(generated) => dispatch({ type: "replace", tiles: generated })} />}
        <CheckPanel errors={check.errors} warnings={check.warnings} composition={check.composition} picked={picked} onPick={setPicked} />
        <CompositionPanel composition={check.composition} />
      </div>
    </div>
  );
}

const button = "min-h-8 rounded border border-stone-400 bg-white px-3 font-medium hover:bg-stone-100 disabled:opacity-40";
