import type { ReactNode } from "react";
import type { Issue, Validation } from "@/lib/games/types";
import type { BuilderSetup, CardInfo, DraftLine } from "@/lib/decks/builder";
import type { CardMap } from "./draft";

/** All messages (`useTranslations()`, keys in full: `builder.darkEden.counter`), handed to a layout's plain functions. */
export type BuilderT = (key: string, values?: Record<string, string | number>) => string;

/** What a game's builder layout reads and may change. */
export interface LayoutProps {
  setup: BuilderSetup;
  headers: Record<string, string>;
  lines: DraftLine[];
  cards: CardMap;
  /** The last server check (stats come from it); null before the first one or while the list does not read. */
  validation: Validation | null;
  editable: boolean;
  setHeader(key: string, value: string | null): void;
  /** +/− on a card: `delta` copies into the section the layout chooses for it. */
  change(card: CardInfo, delta: number, section?: string): void;
  issuesWithCodes(codes: readonly string[]): Issue[];
}

export interface LineGroup {
  key: string;
  title: string;
  lines: DraftLine[];
  /** Shown under the group title, e.g. why these cards do not belong here. */
  note?: string;
}

/** One game's shape of the builder: header controls, grouping, guards and extra panels. */
export interface GameLayout {
  /** What players call a list of this game: deck, warband, era deck, starting deck. */
  noun: string;
  /** The section a card goes to when added from the search. */
  sectionFor(card: CardInfo): string;
  /** Header controls and the game's key numbers, above the deck lines. */
  Panel(props: LayoutProps): ReactNode;
  /** The deck lines grouped the way the game's players think of them. */
  groups(lines: readonly DraftLine[], cards: CardMap, t: BuilderT): LineGroup[];
  /** A short size summary for the top of the page, e.g. "59 / 60 cards". */
  counter(lines: readonly DraftLine[], cards: CardMap, headers: Record<string, string>, t: BuilderT): string;
  /** Why one more copy of this card is refused in the UI (the server still checks everything), or null. */
  refuseAdd?(card: CardInfo, lines: readonly DraftLine[], cards: CardMap, headers: Record<string, string>, t: BuilderT): string | null;
  /** A search-result action that replaces + for some cards (e.g. "Set as commander"). */
  searchAction?(card: CardInfo, t: BuilderT): { label: string; header: string } | null;
  /** Panels after the deck lines (charts, coverage, the World). */
  Extras?(props: LayoutProps): ReactNode;
  /** Short card facts shown on a deck line (class, value, cost …). */
  facts?(card: CardInfo, t: BuilderT): string;
}

/** Reads a stats field as a record of numbers. */
export function numbers(value: unknown): Record<string, number> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === "number"));
}
