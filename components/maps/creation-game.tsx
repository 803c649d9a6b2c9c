"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { hexLabel, type Hex } from "@/lib/games/battle-for-eden/hex";
import { checkMap } from "@/lib/games/battle-for-eden/map";
import { play, portalPlaces, tilePlaces, type CreationMove, type CreationState } from "@/lib/games/battle-for-eden/map-creation";
import { movesToLink } from "@/lib/games/battle-for-eden/map-creation-link";
import { MAX_SAVED_MAP_COORDINATE } from "@/lib/maps/limits";
import { storeDraft } from "./draft-store";
import { type MapsT, refusalText } from "./finding-text";
import { HexBoard, type Mark } from "./hex-board";
import { FILL } from "./palette";

const NO_MARKS = new Map<string, Mark>();
const NOTHING = new Set<string>();

/**
 * Map creation played at the table, pass and play ("Map creation ▶ Building the map"): the
 * player whose turn it is draws, places the tile on a highlighted place, then may add, move or
 * take off their portal. The link in the address bar replays the game (seed and moves).
 */
export function CreationGame({ initial, players, seed }: { initial: CreationState; players: number; seed: string }) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const me = state.players[state.turn];
  const check = useMemo(() => checkMap({ tiles: state.tiles }), [state.tiles]);

  const t = useTranslations("maps.creation");
  const maps = useTranslations("maps") as unknown as MapsT;
  const locale = useLocale();
  const hints = useMemo(() => {
    if (state.phase === "place") return new Set(tilePlaces(state).map(hexLabel));
    if (state.phase === "portal" || state.phase === "must-place-portal" || state.phase === "last-chance") return new Set(portalPlaces(state).map(hexLabel));
    return NOTHING;
  }, [state]);

  function move(m: CreationMove) {
    const r = play(state, m);
    if (!r.ok) {
      setProblem(refusalText(r, maps, locale));
      return;
    }
    setProblem(null);
    setState(r.state);
    const url = `/maps/play?players=${players}&seed=${encodeURIComponent(seed)}&moves=${movesToLink(r.state.moves)}`;
    window.history.replaceState(null, "", url);
  }

  function onHex(at: Hex) {
    if (state.phase === "place") move({ type: "place", at });
    else if (state.phase === "portal" || state.phase === "must-place-portal" || state.phase === "last-chance") move({ type: "portal", at });
  }

  function openInEditor() {
    storeDraft(null, { name: t("defaultName", { seed }), visibility: "private", tiles: state.tiles, version: null });
    router.push("/maps/new");
  }

  const instructions: Record<CreationState["phase"], string> = {
    draw: t("phases.draw"),
    place: t("phases.place", { tile: String(state.drawn) }),
    portal: t("phases.portal"),
    "must-place-portal": t("phases.mustPlacePortal"),
    "last-chance": t("phases.lastChance"),
    done: t("phases.done"),
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <HexBoard
        tiles={state.tiles}
        marks={NO_MARKS}
        picked={NOTHING}
        hints={hints}
        energyRich={new Set(check.energyRich.map(hexLabel))}
        wild={new Map()}
        showEnergy
        showWild={false}
        tool="paint"
        readOnly={state.phase === "done" || state.phase === "draw"}
        maxCoordinate={MAX_SAVED_MAP_COORDINATE}
        onPaint={onHex}
        onErase={() => undefined}
        onUndo={() => undefined}
        onRedo={() => undefined}
      />
      <div className="space-y-4 text-sm">
        <section aria-labelledby="turn-title" className="space-y-2 rounded border border-stone-300 bg-stone-50 p-3">
          <h2 id="turn-title" className="text-lg font-semibold" data-testid="creation-turn">
            {state.phase === "done" ? t("mapDone") : t("turn", { player: me.name })}
          </h2>
          <p role="status" aria-live="polite">
            {instructions[state.phase]}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.phase === "draw" && (
              <>
                <button type="button" className={button} disabled={me.faceUp === null} onClick={() => move({ type: "draw", from: "face-up" })}>
                  {t("drawFaceUp", { tile: me.faceUp ?? t("noneLeft") })}
                </button>
                <button type="button" className={button} disabled={me.pile.length === 0} onClick={() => move({ type: "draw", from: "face-down" })}>
                  {t("drawFaceDown", { count: me.pile.length })}
                </button>
              </>
            )}
            {state.phase === "portal" && (
              <>
                <button type="button" className={button} onClick={() => move({ type: "keep" })}>
                  {t("endTurn")}
                </button>
                {state.tiles.some((t) => t.kind === "portal" && t.player === me.name) && (
                  <button type="button" className={button} onClick={() => move({ type: "portal", at: null })}>
                    {t("portalOff")}
                  </button>
                )}
              </>
            )}
            {state.phase === "must-place-portal" && hints.size === 0 && (
              <button type="button" className={button} onClick={() => move({ type: "black" })}>
                {t("black")}
              </button>
            )}
            {state.phase === "last-chance" && (
              <button type="button" className={button} onClick={() => move({ type: "keep" })}>
                {t("keepPortal")}
              </button>
            )}
            {state.phase === "done" && (
              <button type="button" className={button} onClick={openInEditor}>
                {t("openEditor")}
              </button>
            )}
          </div>
          {problem && (
            <p role="alert" className="text-red-800" data-testid="creation-problem">
              {problem}
            </p>
          )}
        </section>
        <table className="w-full">
          <caption className="text-left font-semibold">{t("players")}</caption>
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col">{t("player")}</th>
              <th scope="col">{t("faceUp")}</th>
              <th scope="col">{t("pile")}</th>
              <th scope="col">{t("portal")}</th>
            </tr>
          </thead>
          <tbody>
            {state.players.map((p, i) => (
              <tr key={p.name} className={`border-t border-stone-200 ${i === state.turn && state.phase !== "done" ? "font-semibold" : ""}`}>
                <th scope="row" className="text-left font-normal">
                  <span
                    aria-hidden="true"
                    className="mr-1 inline-block h-3 w-3 rounded-full border border-stone-500 align-middle"
                    style={{ background: FILL[p.colour] }}
                  />
                  {p.name}
                </th>
                <td>{p.faceUp ?? "—"}</td>
                <td className="tabular-nums">{p.pile.length}</td>
                <td>{state.tiles.some((tile) => tile.kind === "portal" && tile.player === p.name) ? t("onMap") : t("notYet")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t.rich("replay", { link: (chunks) => <Link href="/maps/play">{chunks}</Link> })}</p>
      </div>
    </div>
  );
}

const button = "min-h-8 rounded border border-stone-500 bg-white px-3 py-1 font-medium hover:bg-stone-100 disabled:opacity-40";
