"use client";

import { useState } from "react";
import type { DarkEdenGoldfishInput, Dominion } from "@/lib/games/dark-eden/dominion";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import type { BoardProps } from "./board-props";
import { TurfBalance } from "./turf/turf-balance";
import { TurfControls } from "./turf/turf-controls";
import { TurfGrid } from "./turf/turf-grid";
import { TurfHand } from "./turf/turf-hand";
import { TurfZones } from "./turf/turf-zones";
import { turfBoardModel } from "./turf-board-model";
import { Log } from "./ui";

type Props = BoardProps<DarkEdenGoldfishInput, Dominion, DarkEdenAction>;

/**
 * Dark Eden: hand, Turf grid, Borderlands, Warband, piles, Gold Reserves and the balance step.
 * What is shown comes from turfBoardModel (turf-board-model.ts); the parts in ./turf draw it.
 */
export function TurfBoard({ input, state, act }: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  // An action on a card ends its selection; a new turn or the Gift of Fate keeps it. The selection
  // ends in the render that shows the action's outcome (React's "adjust state when a prop changes"),
  // not in the click: cleared there, the selected card's Build buttons (and the focused one) went a
  // commit before the new state came, and the focus sat on <body> until goldfish-game.tsx moved it on.
  const [selectionIn, setSelectionIn] = useState(state);
  const [keepSelection, setKeepSelection] = useState(false);
  if (selectionIn !== state) {
    setSelectionIn(state);
    setKeepSelection(false);
    if (!keepSelection) setSelected(null);
  }
  const model = turfBoardModel(input, state, selected);

  const doAct = (action: DarkEdenAction) => {
    setKeepSelection(action.type === "next-turn" || action.type === "gift-of-fate");
    act(action);
  };

  return (
    <div className="space-y-4">
      <TurfControls model={model} act={act} />
      <TurfHand hand={model.hand} selection={model.selection} select={setSelected} act={doAct} />
      <TurfGrid model={model} act={doAct} />
      <TurfZones zones={model.zones} act={doAct} />
      <TurfBalance balance={model.balance} />
      <Log lines={model.log} />
    </div>
  );
}
