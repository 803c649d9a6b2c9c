"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { Validation } from "@/lib/games/types";
import type { BuilderSetup, CardInfo, DraftCheck, DraftInput, ListProblem, OriginLink } from "@/lib/decks/builder";
import { api, deckUrl } from "./api";
import { ConflictPanel } from "./conflict-panel";
import { CopyButton } from "./copy-button";
import { DeckLinks, OriginNote } from "./deck-links";
import { DeckPane } from "./deck-pane";
import { changeCount, draftText, fingerprint, replaceCardOnLine, withHeader, withoutNameHeader, type CardMap, type Draft } from "./draft";
import { useLayout } from "./games";
import { PaneTabs } from "./pane-tabs";
import { SaveShortcutHint } from "./save-shortcut";
import { SearchPane } from "./search-pane";
import { SetPicker } from "./set-picker";
import { Sharing } from "./sharing";
import { TextEditor } from "./text-editor";
import { LegalBadge } from "./ui";
import { useDeckSave } from "./use-deck-save";
import { useDeviceDeck } from "./use-device-deck";
import { QueuedBadge } from "@/components/offline/queued-badge";
import type { DeckSaveItem } from "@/lib/offline/sync-queue";
import { resultOf } from "@/lib/offline/sync-queue";
import { useCheckAnywhere, useNetworkWait } from "./use-check-anywhere";
import { useDraftCheck } from "./use-draft-check";
import { ValidationSummary } from "./validation-summary";

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
 * The deck and warband builder: search beside the deck, +/− everywhere, the list as text
 * kept in sync, the server's rules check on every change (debounced), saving as versions
 * with a conflict panel for stale saves, visibility, and the deck's links.
 */
export function Builder({ setup, initial, check }: { setup: BuilderSetup; initial: BuilderInitial; check: (input: DraftInput) => Promise<DraftCheck> }) {
  const router = useRouter();
  const t = useTranslations("builder");
  const tSync = useTranslations("sync");
  const tAll = useTranslations();
  const layout = useLayout(setup.game);
  const deck = useDeckSave(initial.id, initial.version);
  const { id, version, saving, conflict } = deck;
  const [draft, setDraftState] = useState<Draft>(initial.draft);
  const draftRef = useRef<Draft>(initial.draft);
  const [cards, setCards] = useState<CardMap>(() => Object.fromEntries(initial.cards.map((c) => [c.code, c])));
  const [text, setText] = useState(initial.text);
  const [savedKey, setSavedKey] = useState<string | null>(initial.id ? fingerprint(initial.draft) : null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pane, setPane] = useState<"search" | "list">("search");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const saveRef = useRef<() => void>(() => {});

  const setDraft = useCallback((next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const mergeCards = useCallback((list: CardInfo[], overwrite: boolean) => {
    if (list.length === 0) return;
    setCards((prev) => {
      const next = { ...prev };
      for (const c of list) if (overwrite || !next[c.code]) next[c.code] = c;
      return next;
    });
  }, []);

  // Without network the check runs here, with the same rules code (docs/offline.md).
  const { checkHere, lastInput } = useCheckAnywhere(check);

  // The check's answer: typed text becomes the draft's lines; card lines become the text.
  const { validation, problems, pending, readingText, schedule, show } = useDraftCheck({
    check: checkHere,
    initialValidation: initial.validation,
    initialProblems: initial.problems,
    onAnswer: (answer, input) => {
      mergeCards(answer.cards, true);
      if ("text" in input) {
        const current = draftRef.current;
        setDraft({
          ...current,
          headers: answer.headers,
          lines: answer.lines,
          name: current.name.trim() === "" && answer.listName ? answer.listName : current.name,
        });
      } else {
        setText(answer.text);
      }
    },
  });

  const checkDraft = useCallback((d: Draft) => schedule({ game: setup.game, headers: d.headers, lines: d.lines }), [schedule, setup.game]);

  // The rules' messages come in the interface language: a new language (the header's menu) checks the draft again.
  const locale = useLocale();
  const checkedLocale = useRef(locale);
  useEffect(() => {
    if (checkedLocale.current === locale) return;
    checkedLocale.current = locale;
    checkDraft(draftRef.current);
  }, [locale, checkDraft]);

  // A new deck (or one whose list no longer reads) is checked once on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival, with the draft as it came
  useEffect(() => {
    if (initial.validation === null && initial.problems.length === 0) checkDraft(draftRef.current);
  }, []);

  const dirty = savedKey === null || fingerprint(draft) !== savedKey;
  const { waitsForNetwork, blocking } = useNetworkWait(problems, lastInput, schedule);

  // ------------------------------------------------------------ on this device (docs/offline.md)

  const device = useDeviceDeck({
    id,
    game: setup.game,
    version,
    draft,
    text,
    cards,
    dirty,
    textAhead: readingText || (lastInput.current !== null && "text" in lastInput.current && problems.length > 0),
    onRestore: (stored) => {
      mergeCards(
        Object.entries(stored.names).map(([code, name]) => ({ code, name, type: "", data: {}, ref: `[${code}]` })),
        false,
      );
      setDraft(stored.draft);
      setText(stored.text);
      if (stored.baseVersion < version) deck.basedOn(stored.baseVersion);
      setMessage({ tone: "ok", text: tSync("restored") });
      if (stored.textAhead) schedule({ game: setup.game, text: stored.text });
      else checkDraft(stored.draft);
    },
    send: (item) => void sendQueued(item),
  });

  /** Sends the save queued offline, on the version it was based on, through the one save (a 409 shows the conflict view). */
  async function sendQueued(item: DeckSaveItem) {
    const outcome = await deck.save({ game: setup.game, ...item.body }, item.baseVersion);
    if (!outcome || outcome.kind === "created") return;
    if (outcome.kind === "saved") {
      await device.answered(item, { kind: "accepted" });
      if (item.draftKey) setSavedKey(item.draftKey);
      setMessage({ tone: "ok", text: tSync("synced", { version: outcome.version }) });
      return;
    }
    if (outcome.kind === "conflict") {
      await device.answered(item, {
        kind: "conflict",
        reason: { status: 409, code: "VERSION_CONFLICT", message: t("conflict", { version: outcome.theirs.version }) },
      });
      setMessage({ tone: "error", text: t("conflict", { version: outcome.theirs.version }) });
      return;
    }
    const result = resultOf(outcome.status, { code: `HTTP_${outcome.status}`, message: outcome.message });
    await device.answered(item, result);
    if (result.kind !== "network") setMessage({ tone: "error", text: tSync("refusedSays", { reason: outcome.message }) });
  }

  /** Without network: the save waits on this device and goes out on reconnecting. */
  async function queueSave(d: Draft, list: string, onVersion?: number) {
    try {
      await device.queue({ name: d.name.trim(), visibility: d.visibility, list }, onVersion ?? version, d);
      setSavedKey(fingerprint(d));
      setMessage({ tone: "ok", text: tSync("savedOnDevice") });
    } catch {
      setMessage({ tone: "error", text: tSync("notKept") });
    }
  }
  useEffect(() => {
    if (!dirty || (savedKey === null && draft.lines.length === 0)) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, savedKey, draft.lines.length]);

  // ------------------------------------------------------------ changes

  function change(card: CardInfo, delta: number, section?: string) {
    mergeCards([card], false);
    const current = draftRef.current;
    const next = { ...current, lines: changeCount(current.lines, card.code, section ?? layout.sectionFor(card), delta) };
    setDraft(next);
    setMessage(null);
    checkDraft(next);
  }

  function setHeader(key: string, value: string | null) {
    const current = draftRef.current;
    const next = { ...current, headers: withHeader(current.headers, key, value) };
    setDraft(next);
    setMessage(null);
    checkDraft(next);
  }

  function onText(value: string) {
    setText(value);
    setMessage(null);
    schedule({ game: setup.game, text: value });
  }

  function onReplace(problem: ListProblem, suggestion: string) {
    if (problem.line === undefined) return;
    onText(replaceCardOnLine(text, problem.line, suggestion));
  }

  // ------------------------------------------------------------ saving

  /** Saves the draft on the version shown (or, overwriting after a conflict, on theirs); never two saves at once. */
  async function save(onVersion?: number) {
    if (readingText || saving) return;
    const d = draftRef.current;
    if (d.name.trim() === "") {
      setMessage({ tone: "error", text: t("nameFirst") });
      return;
    }
    if (blocking.length > 0) {
      setMessage({ tone: "error", text: t("unreadableSave") });
      return;
    }
    setMessage(null);
    const list = draftText(setup.game, d, cards, { headers: setup.headers, sections: setup.sections });
    if (id !== null && !navigator.onLine) {
      await queueSave(d, list, onVersion);
      return;
    }
    const outcome = await deck.save({ game: setup.game, name: d.name.trim(), visibility: d.visibility, list }, onVersion);
    if (!outcome) return;
    switch (outcome.kind) {
      case "created":
        // The deck's own address, without leaving the page: the search, the scroll and the focus stay where they were.
        setSavedKey(fingerprint(d));
        setMessage({ tone: "ok", text: t("savedAs", { version: outcome.version }) });
        window.history.replaceState(null, "", `/decks/${encodeURIComponent(outcome.id)}`);
        if (document.activeElement === document.body || document.activeElement === null) statusRef.current?.focus();
        return;
      case "saved":
        setSavedKey(fingerprint(d));
        setMessage({ tone: "ok", text: t("savedAs", { version: outcome.version }) });
        await device.settled();
        return;
      case "conflict":
        setMessage({ tone: "error", text: t("conflict", { version: outcome.theirs.version }) });
        return;
      case "refused":
        // No answer at all: the network is gone; the save waits on this device.
        if (outcome.status === 0 && id !== null) {
          await queueSave(d, list, onVersion);
          return;
        }
        setMessage({ tone: "error", text: outcome.status === 401 ? t("sessionEnded") : outcome.message });
    }
  }

  function takeTheirs() {
    if (!conflict) return;
    const next: Draft = {
      name: conflict.name,
      visibility: conflict.visibility,
      headers: conflict.headers,
      lines: conflict.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity })),
    };
    mergeCards(
      conflict.entries.map((e) => ({ code: e.code, name: e.name, type: "", data: {}, ref: `[${e.code}]` })),
      false,
    );
    setDraft(next);
    deck.takeTheirs(conflict);
    setSavedKey(fingerprint(next));
    setText(withoutNameHeader(conflict.list));
    show(conflict.validation);
    void device.settled();
    setMessage({ tone: "ok", text: t("nowShowing", { version: conflict.version }) });
    checkDraft(next);
  }

  async function remove() {
    if (id === null) return;
    if (!window.confirm(t("confirmDelete", { name: draft.name }))) return;
    const res = await api<void>("DELETE", deckUrl(id));
    if (res.ok) {
      setSavedKey(fingerprint(draftRef.current));
      router.push("/decks");
      router.refresh();
      return;
    }
    setMessage({ tone: "error", text: res.error.message });
  }

  const legal = blocking.length > 0 ? false : waitsForNetwork ? null : validation ? validation.legal : null;

  // Ctrl+S (⌘S on a Mac) saves from anywhere in the builder, without walking back to the button.
  saveRef.current = () => void save();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const listCount = draft.lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <label htmlFor="deck-name" className="flex min-w-64 flex-1 flex-col">
          <span className="text-sm font-medium">{t(`games.${setup.game}.nameLabel`)}</span>
          <input
            id="deck-name"
            value={draft.name}
            maxLength={120}
            placeholder={t(`games.${setup.game}.namePlaceholder`)}
            onChange={(e) => {
              setDraft({ ...draftRef.current, name: e.target.value });
              setMessage(null);
            }}
            className="rounded border border-stone-400 bg-white px-2 py-1 text-xl font-bold"
          />
        </label>
        <LegalBadge legal={legal} busy={pending} unreadable={blocking.length > 0} />
        <span className="text-sm text-stone-700" data-testid="deck-counter">
          {layout.counter(draft.lines, cards, draft.headers, tAll)}
        </span>
        <a href={`/rules/${setup.game}`} className="text-sm">
          {t("rulesLink")}
        </a>
      </div>
      <OriginNote origin={initial.origin} />

      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-stone-300 bg-stone-50/95 py-2">
        {/* aria-disabled, not disabled: the button keeps the focus while it saves. */}
        <button
          type="button"
          onClick={() => void save()}
          aria-disabled={saving || readingText}
          aria-keyshortcuts="Control+S Meta+S"
          className="min-h-11 rounded bg-stone-900 px-4 py-1.5 font-medium text-white aria-disabled:opacity-50"
        >
          {saving ? t("saving") : id === null ? t("saveNew") : t("save")}
        </button>
        <SaveShortcutHint />
        <span className="text-sm text-stone-600" data-testid="save-state">
          {id === null ? t("notSaved") : dirty ? t("unsaved", { version }) : device.queued ? tSync("basedOn", { version }) : t("saved", { version })}
        </span>
        {device.queued && <QueuedBadge item={device.queued} />}
        {/* Live regions present from the start, so that what is put in them is announced. */}
        <p ref={statusRef} tabIndex={-1} role="status" className="text-sm text-green-800">
          {message?.tone === "ok" ? message.text : ""}
        </p>
        <p role="alert" className="text-sm text-red-800">
          {message?.tone === "error" ? message.text : ""}
        </p>
        {/* On a phone the search and the list are one tab apart, always in reach; side by side from lg up. */}
        <PaneTabs pane={pane} onPane={setPane} count={listCount} />
      </div>

      <SetPicker game={setup.game} value={draft.headers.sets} onChange={(value) => setHeader("sets", value)} />

      {conflict && (
        <ConflictPanel
          theirs={conflict}
          mine={draft}
          cards={cards}
          busy={saving || readingText}
          onOverwrite={() => void save(conflict.version)}
          onTakeTheirs={takeTheirs}
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
              mergeCards([card], false);
              setHeader(key, value);
            }}
            onSeen={(list) => mergeCards(list, false)}
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

      <TextEditor text={text} problems={problems} editable onText={onText} onReplace={onReplace} />

      <Sharing
        id={id}
        visibility={draft.visibility}
        onChange={(visibility) => {
          setDraft({ ...draftRef.current, visibility });
          setMessage(null);
        }}
      />

      {id !== null && (
        <>
          <DeckLinks id={id} name={draft.name} />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton id={id} signedIn label={t("makeCopy")} />
            <button type="button" onClick={() => void remove()} className="rounded border border-red-700 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50">
              {t("deleteDeck")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
