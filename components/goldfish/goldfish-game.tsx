"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useSearchParams } from "next/navigation";
import { randomSeed } from "@/lib/engine/rng";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import { attempt, gameQuery, replay } from "@/lib/engine/goldfish/session";
import type { GameText } from "@/lib/engine/goldfish/game-text";
import type { GoldfishRules } from "@/lib/engine/goldfish/types";
import type { BoardProps } from "./board-props";
import { CrystalsBoard } from "./crystals-board";
import { EraBoard } from "./era-board";
import { useGameText } from "./game-text";
import { OddsPanel } from "./odds-panel";
import { TurfBoard } from "./turf-board";
import { ActionButton } from "./ui";
import { WarbandBoard } from "./warband-board";

/** A board as the page holds it: the game's rules made its input, state and actions, the page only passes them on. */
type AnyBoard = ComponentType<BoardProps<unknown, unknown, unknown>>;

/** The board each goldfish layout is shown with (the layout, never the game slug, picks it). */
const BOARDS: Record<GoldfishRules["layout"], AnyBoard> = {
  turf: TurfBoard as AnyBoard,
  crystals: CrystalsBoard as AnyBoard,
  era: EraBoard as AnyBoard,
  warband: WarbandBoard as AnyBoard,
};

/**
 * A goldfish game replayed from the URL (`?seed=…&a=…`): the set-up from the seed, then every
 * action. Acting appends to the URL (history.pushState, so Back undoes), reloading or sharing
 * the link replays the same game.
 */
export function GoldfishGame({ game, deckId, input }: { game: GameSlug; deckId: string; input: unknown }) {
  const rules = rulesetFor(game).goldfish!;
  const t = useTranslations("goldfish");
  const params = useSearchParams();
  const seed = params.get("seed") ?? "";
  const list = params.get("a") ?? "";
  const result = useMemo(() => replay(rules, input, seed, list), [rules, input, seed, list]);
  // The odds are for the deck as it stands (a Battle for Eden deck grows with the cards bought); the
  // model stays the same object while its deck does, so the simulation beside it restarts only then.
  const current = rules.drawModel?.(input, result.state);
  const deckKey = current ? JSON.stringify([current.deckSize, current.burned, current.cards]) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new model only when its deck changed (deckKey)
  const model = useMemo(() => current, [deckKey]);
  const [message, setMessage] = useState<GameText | null>(null);
  const say = useGameText();
  const [seedText, setSeedText] = useState(seed);
  useEffect(() => setSeedText(seed), [seed]); // Back and Forward change the seed too
  const boardRef = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);
  // How the player last acted: by a tap or a click (true), or by a key (false).
  const byPointer = useRef(false);
  useEffect(() => {
    const pointer = () => {
      byPointer.current = true;
    };
    const key = () => {
      byPointer.current = false;
    };
    document.addEventListener("pointerdown", pointer, true);
    document.addEventListener("keydown", key, true);
    return () => {
      document.removeEventListener("pointerdown", pointer, true);
      document.removeEventListener("keydown", key, true);
    };
  }, []);
  // After an action took away the focused button (a card left the hand, a place was built on), the
  // focus goes on where play continues: the hand's first card, else the board's first button. A
  // layout effect, in the same commit that removed the button: with a passive effect, a key
  // pressed (or a screen reader reading) between the commit and the effect met the focus on <body>.
  // After a tap or a click the page stays where it is (focus() scrolled the hand, far above the
  // Turf grid on a phone, into view: the page jumped); after a key the focus is brought into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every action (the address's list changes)
  useLayoutEffect(() => {
    if (!arrived.current) {
      arrived.current = true; // not on arrival: the page keeps its own start
      return;
    }
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const board = boardRef.current;
    const next =
      board?.querySelector<HTMLElement>("ul button:not([aria-disabled='true'])") ?? board?.querySelector<HTMLElement>("button:not([aria-disabled='true'])");
    next?.focus({ preventScroll: byPointer.current });
  }, [list, seed]);

  const go = (nextSeed: string, tokens: typeof result.tokens) => {
    setMessage(null);
    setSeedText(nextSeed);
    window.history.pushState(null, "", `?${gameQuery(nextSeed, tokens)}`);
  };
  const act = (action: unknown) => {
    const outcome = attempt(rules, input, result.state, action, result.rng);
    if (!outcome.ok) {
      setMessage(outcome.says);
      return;
    }
    go(seed, [...result.tokens, rules.encode(action)]);
  };
  const Board = BOARDS[rules.layout];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3 rounded border border-stone-300 bg-white p-3">
        {!rules.noDeck && (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (seedText.trim() !== "") go(seedText.trim(), []);
            }}
          >
            <label className="flex flex-col text-sm">
              <span className="font-medium">{t("seed")}</span>
              <input
                value={seedText}
                onChange={(e) => setSeedText(e.target.value)}
                maxLength={64}
                className="w-40 rounded border border-stone-400 px-2 py-1 font-mono"
                aria-label={t("seed")}
              />
            </label>
            <ActionButton onClick={() => seedText.trim() !== "" && go(seedText.trim(), [])}>{t("useSeed")}</ActionButton>
          </form>
        )}
        {!rules.noDeck && <ActionButton onClick={() => go(randomSeed(), [])}>{t("newSeed")}</ActionButton>}
        <ActionButton onClick={() => go(seed, result.tokens.slice(0, -1))} disabled={result.tokens.length === 0}>
          {t("undo")}
        </ActionButton>
        <ActionButton onClick={() => go(seed, [])} disabled={result.tokens.length === 0}>
          {t("restart")}
        </ActionButton>
        <span className="text-xs text-stone-600">
          {t("actions", { count: result.tokens.length })} <Link href={`/decks/${deckId}`}>{t("backToDeck")}</Link>
        </span>
      </div>
      {result.refused && (
        <p className="rounded border border-amber-400 bg-amber-50 p-2 text-sm" role="alert">
          {t("refused", { action: result.refused.index + 1, reason: say(result.refused.says) })}
        </p>
      )}
      <p className="min-h-6 text-sm text-red-800" role="status" aria-live="polite">
        {message && say(message)}
      </p>
      <div ref={boardRef}>
        <Board input={input} state={result.state} act={act} />
      </div>
      {model && <OddsPanel model={model} seed={seed} />}
      <p className="text-xs text-stone-600">{t("rulesFollowed", { sections: rules.sections.join(" · ") })}</p>
    </div>
  );
}
