import { useLocale } from "next-intl";
import { useEffect, useRef } from "react";
import type { CardInfo } from "@/lib/decks/builder";
import { fingerprint, type CardMap, type Draft } from "./draft";
import type { CheckAnswer } from "./use-draft-check";

/** What the builder says after an action: a status (ok) or an alert (error). */
export type Message = { tone: "ok" | "error"; text: string } | null;

/**
 * The builder's state in one place (one `useReducer`): the draft (name, visibility, header
 * fields, card lines), the cards it names, the list as text, the fingerprint of the draft saved
 * as the version shown (`savedKey`, null for a deck never saved) and the message. `checks` counts
 * the edits of card lines and header fields that the rules check must see (the builder checks
 * the draft after each): every change is computed from the state as it is, never from a closure
 * a render behind, so no copy of the draft is kept beside it.
 */
export interface BuilderState {
  draft: Draft;
  cards: CardMap;
  text: string;
  savedKey: string | null;
  message: Message;
  checks: number;
}

export type BuilderAction =
  /** A change of the draft made by the player: the message goes; `check` asks for the rules check. */
  | { type: "edit"; edit: (draft: Draft) => Draft; check: boolean }
  /** The draft replaced (a draft kept on the device, the other version after a conflict). */
  | { type: "replace"; draft: Draft; text?: string; savedKey?: string | null; check: boolean }
  | { type: "cards"; list: CardInfo[]; overwrite: boolean }
  | { type: "text"; text: string }
  | { type: "saved"; key: string | null }
  | { type: "say"; message: Message }
  /** The check's answer: typed text becomes the draft's lines and header fields; card lines become the text. */
  | { type: "answer"; answer: CheckAnswer; fromText: boolean };

export function initialState(initial: { id: string | null; draft: Draft; cards: CardInfo[]; text: string }): BuilderState {
  return {
    draft: initial.draft,
    cards: Object.fromEntries(initial.cards.map((c) => [c.code, c])),
    text: initial.text,
    savedKey: initial.id ? fingerprint(initial.draft) : null,
    message: null,
    checks: 0,
  };
}

function merged(cards: CardMap, list: readonly CardInfo[], overwrite: boolean): CardMap {
  if (list.length === 0) return cards;
  const next = { ...cards };
  for (const c of list) if (overwrite || !next[c.code]) next[c.code] = c;
  return next;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "edit":
      return { ...state, draft: action.edit(state.draft), message: null, checks: state.checks + (action.check ? 1 : 0) };
    case "replace":
      return {
        ...state,
        draft: action.draft,
        text: action.text ?? state.text,
        savedKey: action.savedKey === undefined ? state.savedKey : action.savedKey,
        checks: state.checks + (action.check ? 1 : 0),
      };
    case "cards":
      return { ...state, cards: merged(state.cards, action.list, action.overwrite) };
    case "text":
      return { ...state, text: action.text, message: null };
    case "saved":
      return { ...state, savedKey: action.key };
    case "say":
      return { ...state, message: action.message };
    case "answer": {
      const cards = merged(state.cards, action.answer.cards, true);
      if (!action.fromText) return { ...state, cards, text: action.answer.text };
      const { draft } = state;
      const name = draft.name.trim() === "" && action.answer.listName ? action.answer.listName : draft.name;
      return { ...state, cards, draft: { ...draft, headers: action.answer.headers, lines: action.answer.lines, name } };
    }
  }
}

/** Names known for cards the page has not fetched (a restored draft, their version after a conflict). */
export function namedCards(names: Record<string, string>): CardInfo[] {
  return Object.entries(names).map(([code, name]) => ({ code, name, type: "", data: {}, ref: `[${code}]` }));
}

/**
 * The rules check follows the edits: after each edit that asks for it (with the draft as the
 * reducer made it), on a new interface language (the rules' messages come in it), and once on
 * arrival for a deck the page brought no check of.
 */
export function useEditChecks(state: BuilderState, checkDraft: (draft: Draft) => void, uncheckedOnArrival: boolean): void {
  const locale = useLocale();
  const checkedLocale = useRef(locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per edit that asks for it (state.checks)
  useEffect(() => {
    if (state.checks > 0) checkDraft(state.draft);
  }, [state.checks]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new language, and once on arrival
  useEffect(() => {
    if (checkedLocale.current !== locale || (uncheckedOnArrival && state.checks === 0)) checkDraft(state.draft);
    checkedLocale.current = locale;
  }, [locale]);
}
