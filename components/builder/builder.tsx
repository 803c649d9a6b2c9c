"use client";

import { useCallback, useReducer, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { Validation } from "@/lib/games/types";
import type { BuilderSetup, CardInfo, DraftCheck, DraftInput, ListProblem, OriginLink } from "@/lib/decks/builder";
import { BuilderHeading } from "./builder-heading";
import { builderReducer, initialState, namedCards, useEditChecks } from "./builder-state";
import { BuilderToolbar } from "./builder-toolbar";
import { ConflictPanel } from "./conflict-panel";
import { CopyButton } from "./copy-button";
import { DeckLinks, OriginNote } from "./deck-links";
import { DeckPane } from "./deck-pane";
import { changeCount, fingerprint, replaceCardOnLine, withHeader, type Draft } from "./draft";
import { useLayout } from "./games";
import { SearchPane } from "./search-pane";
import { SetPicker } from "./set-picker";
import { Sharing } from "./sharing";
import { TextEditor } from "./text-editor";
import { useDeckSave } from "./use-deck-save";
import { useDeviceDeck } from "./use-device-deck";
import { useCheckAnywhere, useNetworkWait } from "./use-check-anywhere";
import { useDraftCheck } from "./use-draft-check";
import { useSaveFlow } from "./use-save-flow";
import { ValidationSummary } from "./validation-summary";
import { useHydrated } from "@/components/ui/use-hydrated";

export interface BuilderInitial {
  /** Null for a deck not saved yet (`/decks/new`). */
  id: string | null;
  version: number;
  draft: Draft;
  cards: CardInfo[];
  validation: Validation | null;
  text: string;
  problems: ListProblem[];
  origin: OriginLink | null;
}

/**
 * The deck and warband builder: search beside the deck, +/− everywhere, the list as text kept in
 * sync, the rules check on every change (debounced; on the device without network), saving as
 * versions with a conflict panel for stale saves (useSaveFlow), visibility, and the deck's links.
 * Its state is one reducer (builder-state.ts).
 */
export function Builder({ setup, initial, check }: { setup: BuilderSetup; initial: BuilderInitial; check: (input: DraftInput) => Promise<DraftCheck> }) {
  const t = useTranslations("builder");
  const tSync = useTranslations("sync");
  const tAll = useTranslations();
  const layout = useLayout(setup.game);
  const deck = useDeckSave(initial.id, initial.version);
  const { id, version, saving, conflict } = deck;
  const [state, dispatch] = useReducer(builderReducer, initial, initialState);
  const { draft, cards, text, savedKey, message } = state;
  const [pane, setPane] = useState<"search" | "list">("search");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const mergeCards = useCallback((list: CardInfo[], overwrite = false) => dispatch({ type: "cards", list, overwrite }), []);

  // The check: the server's, or without network the same rules code on this device (docs/offline.md).
  const { checkHere, lastInput } = useCheckAnywhere(check);
  const { validation, problems, pending, readingText, schedule, show } = useDraftCheck({
    check: checkHere,
    initialValidation: initial.validation,
    initialProblems: initial.problems,
    onAnswer: (answer, input) => dispatch({ type: "answer", answer, fromText: "text" in input }),
  });
  const checkDraft = useCallback((d: Draft) => schedule({ game: setup.game, headers: d.headers, lines: d.lines }), [schedule, setup.game]);
  useEditChecks(state, checkDraft, initial.validation === null && initial.problems.length === 0);

  const dirty = savedKey === null || fingerprint(draft) !== savedKey;
  const { waitsForNetwork, blocking } = useNetworkWait(problems, lastInput, schedule);
  const device = useDeviceDeck({
    id,
    game: setup.game,
    version,
    draft,
    text,
    cards,
    dirty,
    savedKey,
    textAhead: readingText || (lastInput.current !== null && "text" in lastInput.current && problems.length > 0),
    onRestore: (stored) => {
      mergeCards(namedCards(stored.names));
      dispatch({ type: "replace", draft: stored.draft, text: stored.text, savedKey: stored.savedKey, check: !stored.textAhead });
      if (stored.baseVersion !== version) deck.basedOn(stored.baseVersion);
      // The draft saved as that version (queued here, or sent meanwhile) is saved; anything else is the player's unsaved draft.
      if (stored.savedKey !== fingerprint(stored.draft)) dispatch({ type: "say", message: { tone: "ok", text: tSync("restored") } });
      if (stored.textAhead) schedule({ game: setup.game, text: stored.text });
    },
    onOutcome: (outcome) => flow.onOutcome(outcome),
    onConflict: () => void flow.showConflict(),
  });
  const flow = useSaveFlow({ setup, state, dispatch, deck, device, dirty, readingText, blocking, statusRef, show });

  const change = (card: CardInfo, delta: number, section?: string) => {
    mergeCards([card]);
    dispatch({ type: "edit", check: true, edit: (d) => ({ ...d, lines: changeCount(d.lines, card.code, section ?? layout.sectionFor(card), delta) }) });
  };
  const setHeader = (key: string, value: string | null) =>
    dispatch({ type: "edit", check: true, edit: (d) => ({ ...d, headers: withHeader(d.headers, key, value) }) });
  const onText = (value: string) => {
    dispatch({ type: "text", text: value });
    schedule({ game: setup.game, text: value });
  };
  const hydrated = useHydrated();
  const legal = blocking.length > 0 ? false : waitsForNetwork ? null : validation ? validation.legal : null;

  // Server-rendered before its code has loaded (a slow phone): every control waits, disabled,
  // until its handlers exist, so nothing clicked, typed or chosen meanwhile is lost.
  return (
    <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
      <BuilderHeading
        game={setup.game}
        name={draft.name}
        onName={(name) => dispatch({ type: "edit", check: false, edit: (d) => ({ ...d, name }) })}
        legal={legal}
        pending={pending}
        unreadable={blocking.length > 0}
        counter={layout.counter(draft.lines, cards, draft.headers, tAll)}
      />
      <OriginNote origin={initial.origin} />
      <BuilderToolbar
        id={id}
        version={version}
        saving={saving}
        readingText={readingText}
        dirty={dirty}
        queued={device.queued}
        message={message}
        statusRef={statusRef}
        pane={pane}
        onPane={setPane}
        count={draft.lines.reduce((n, l) => n + l.quantity, 0)}
        onSave={() => void flow.save()}
      />
      <SetPicker game={setup.game} value={draft.headers.sets} onChange={(value) => setHeader("sets", value)} />
      {conflict && (
        <ConflictPanel
          theirs={conflict}
          mine={draft}
          cards={cards}
          busy={saving || readingText}
          onOverwrite={() => void flow.save(conflict.version)}
          onTakeTheirs={flow.takeTheirs}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div id="builder-search" role="tabpanel" aria-labelledby="builder-tab-search" className={pane === "search" ? "" : "max-lg:hidden"}>
          <SearchPane
            setup={setup}
            layout={layout}
            lines={draft.lines}
            cards={cards}
            headers={draft.headers}
            onChange={change}
            onHeader={(key, value, card) => {
              mergeCards([card]);
              setHeader(key, value);
            }}
            onSeen={(list) => mergeCards(list)}
          />
        </div>
        <div id="builder-list" role="tabpanel" aria-labelledby="builder-tab-list" className={`space-y-5 ${pane === "list" ? "" : "max-lg:hidden"}`}>
          <DeckPane
            setup={setup}
            layout={layout}
            headers={draft.headers}
            lines={draft.lines}
            cards={cards}
            validation={validation}
            editable
            change={change}
            setHeader={setHeader}
          />
          <ValidationSummary validation={validation} problems={problems} cards={cards} />
        </div>
      </div>
      <TextEditor
        text={text}
        problems={problems}
        editable
        onText={onText}
        onReplace={(problem, suggestion) => problem.line !== undefined && onText(replaceCardOnLine(text, problem.line, suggestion))}
      />
      <Sharing id={id} visibility={draft.visibility} onChange={(visibility) => dispatch({ type: "edit", check: false, edit: (d) => ({ ...d, visibility }) })} />
      {id !== null && (
        <>
          <DeckLinks id={id} name={draft.name} />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton id={id} signedIn label={t("makeCopy")} />
            <button type="button" onClick={() => void flow.remove()} className="rounded border border-red-700 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50">
              {t("deleteDeck")}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
