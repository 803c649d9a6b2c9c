"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { SetView } from "@/lib/sets/service";
import { api } from "@/components/api/client";
import { CardForm } from "./card-form";
import { CardsTable } from "./cards-table";
import { CivilizationsForm } from "./civilizations-form";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { fieldClass } from "./card-fields";
import { useShownSetVersion } from "./shown-version";

type Card = Record<string, unknown>;
type Editing = { index: number; card: Card } | null;
type Base = { version: number; cards: Card[]; civilizations: NonNullable<SetView["civilizations"]> };

const baseOf = (set: SetView): Base => ({ version: set.version, cards: set.cards as unknown as Card[], civilizations: set.civilizations ?? [] });

/**
 * The owner's set page: the cards with Edit / Remove (cards are added in the designer,
 * /sets/[id]/design), Battle for Eden civilizations, visibility with the share link, export and delete. Every save is a PUT with
 * the version the page shows; a 409 keeps the open edit and says what happened. One request
 * at a time: while a save or "Load the current version" runs, the buttons that would act on
 * the set are aria-disabled, and the version a save sends is read from a ref that changes in
 * the same step as what the page shows, so a save can never go out on a version not shown.
 */
export function SetEditor({ set }: { set: SetView }) {
  const router = useRouter();
  const t = useTranslations("sets.editor");
  const shown = useShownSetVersion();
  const [base, setBaseState] = useState<Base>(() => baseOf(set));
  const baseRef = useRef(base);
  const setBase = (next: Base) => {
    baseRef.current = next;
    setBaseState(next);
  };
  const [editing, setEditing] = useState<Editing>(null);
  const { busy, run } = useOneAtATime();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  // A save elsewhere on this page (restoring a version in the history) reloads the set: take it in.
  // A newer version saved by someone else is not taken in unasked: saves stay on the version shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setBase only writes the ref and the state
  useEffect(() => {
    if (set.version > baseRef.current.version && set.version <= shown.current()) setBase(baseOf(set));
  }, [set]);

  /** PUT with the version of what the page shows; `change` makes the body from the set as shown when it is sent. */
  function put(change: (shown: Base) => Record<string, unknown>, done: (view: SetView) => string): Promise<boolean | undefined> {
    return run(async () => {
      setMessage(null);
      const onPage = baseRef.current;
      const res = await api<SetView>("PUT", `/api/v1/sets/${encodeURIComponent(set.id)}`, { ...change(onPage), version: onPage.version });
      if (res.ok) {
        setConflict(false);
        setBase(baseOf(res.data));
        shown.saw(res.data.version);
        setMessage({ tone: "ok", text: t("savedAs", { done: done(res.data), version: res.data.version }) });
        router.refresh();
        return true;
      }
      if (res.status === 409) {
        setConflict(true);
        const now = Array.isArray(res.error.issues) ? (res.error.issues[0] as { currentVersion?: number } | undefined)?.currentVersion : undefined;
        setMessage({
          tone: "error",
          text: now ? t("conflictAt", { version: now }) : t("conflict"),
        });
        return false;
      }
      setMessage({ tone: "error", text: res.error.message });
      return false;
    });
  }

  function loadCurrent() {
    return run(async () => {
      const res = await api<SetView>("GET", `/api/v1/sets/${encodeURIComponent(set.id)}`);
      if (!res.ok) {
        setMessage({ tone: "error", text: res.error.message });
        return;
      }
      setBase(baseOf(res.data));
      shown.saw(res.data.version);
      setConflict(false);
      setMessage({ tone: "ok", text: t("loaded", { version: res.data.version }) });
    });
  }

  async function saveCard(card: Card) {
    if (!editing) return;
    // By the edited card's code, not its place: "Load the current version" may have changed the places
    // (a card removed elsewhere meanwhile comes back with the edit).
    const was = editing.card.code;
    const saved = await put(
      (shown) => ({
        cards: shown.cards.some((c) => c.code === was) ? shown.cards.map((c) => (c.code === was ? card : c)) : [...shown.cards, card],
      }),
      () => t("cardSaved", { name: String(card.name) }),
    );
    if (saved) setEditing(null);
  }

  async function removeCard(index: number) {
    if (busy) return;
    const card = baseRef.current.cards[index];
    if (!window.confirm(t("confirmRemove", { name: String(card.name) }))) return;
    await put(
      (shown) => ({ cards: shown.cards.filter((c) => c.code !== card.code) }),
      () => t("cardRemoved", { name: String(card.name) }),
    );
  }

  async function remove() {
    if (!window.confirm(t("confirmDelete", { name: set.name }))) return;
    const res = await api<void>("DELETE", `/api/v1/sets/${encodeURIComponent(set.id)}`);
    if (res.ok) {
      router.push("/sets");
      router.refresh();
      return;
    }
    setMessage({ tone: "error", text: res.error.message });
  }

  const shareUrl = `${origin}/sets/${set.id}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-stone-700" data-testid="set-version">
          {t("version", { version: base.version })}
        </span>
        {message && (
          <span role={message.tone === "error" ? "alert" : "status"} className={`text-sm ${message.tone === "error" ? "text-red-800" : "text-green-800"}`}>
            {message.text}
          </span>
        )}
        {conflict && (
          <button
            type="button"
            onClick={() => void loadCurrent()}
            aria-disabled={busy}
            className="min-h-8 rounded border border-stone-500 px-3 py-1 text-sm aria-disabled:opacity-50"
          >
            {t("loadCurrent")}
          </button>
        )}
      </div>

      <section aria-labelledby="cards-heading" className="space-y-3">
        <h2 id="cards-heading" className="text-xl font-semibold">
          {t("cards", { count: base.cards.length })}
        </h2>
        {editing && (
          <CardForm key={editing.index} game={set.game} card={editing.card} busy={busy} onSave={(c) => void saveCard(c)} onCancel={() => setEditing(null)} />
        )}
        <CardsTable
          game={set.game}
          cards={base.cards}
          drafts={set.drafts}
          actions={(card, i) => (
            <span className="flex gap-2">
              <button
                type="button"
                onClick={() => setEditing({ index: i, card })}
                className="min-h-6 underline"
                aria-label={t("editLabel", { name: String(card.name) })}
              >
                {t("edit")}
              </button>
              <button
                type="button"
                onClick={() => void removeCard(i)}
                aria-disabled={busy}
                className="min-h-6 text-red-800 underline aria-disabled:opacity-50"
                aria-label={t("removeLabel", { name: String(card.name) })}
              >
                {t("remove")}
              </button>
            </span>
          )}
        />
      </section>

      {set.game === "battle-for-eden" && (
        <CivilizationsForm
          key={base.version}
          initial={base.civilizations}
          busy={busy}
          onSave={(civilizations) =>
            void put(
              () => ({ civilizations }),
              () => t("civilizationsSaved"),
            )
          }
        />
      )}

      <section aria-labelledby="sharing-heading" className="space-y-2">
        <h2 id="sharing-heading" className="text-xl font-semibold">
          {t("sharing")}
        </h2>
        <label className="flex max-w-xs flex-col text-sm">
          {t("visibility")}
          <select
            value={set.visibility}
            disabled={busy}
            onChange={(e) =>
              void put(
                () => ({ visibility: e.target.value }),
                () => t("visibilityChanged"),
              )
            }
            className={fieldClass}
          >
            <option value="private">{t("private")}</option>
            <option value="unlisted">{t("unlisted")}</option>
            <option value="public">{t("public")}</option>
          </select>
        </label>
        {set.visibility !== "private" && (
          <label className="flex flex-col text-sm">
            {t("shareLink")}
            <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} className={`${fieldClass} w-full font-mono text-xs`} />
          </label>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <a href={`/api/v1/sets/${set.id}/export`} download className="inline-flex min-h-8 items-center rounded border border-stone-500 px-3 py-1 text-sm">
          {t("export")}
        </a>
        <button type="button" onClick={() => void remove()} className="min-h-8 rounded border border-red-700 px-3 py-1 text-sm text-red-800">
          {t("delete")}
        </button>
      </div>
    </div>
  );
}
