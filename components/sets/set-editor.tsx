"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import type { SetView } from "@/lib/services/sets";
import { api } from "@/components/builder/api";
import { CardForm } from "./card-form";
import { CardsTable } from "./cards-table";
import { CivilizationsForm } from "./civilizations-form";
import { fieldClass } from "./card-fields";

type Card = Record<string, unknown>;
type Editing = { index: number | null; card: Card | null } | null;

/**
 * The owner's set page: the cards with Edit / Remove / Add card, Battle for Eden
 * civilizations, visibility with the share link, export and delete. Every save is a PUT with
 * the version the page shows; a 409 keeps the open edit and says what happened.
 */
export function SetEditor({ set }: { set: SetView }) {
  const router = useRouter();
  const [base, setBase] = useState({ version: set.version, cards: set.cards as unknown as Card[], civilizations: set.civilizations ?? [] });
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  // A save elsewhere on this page (restoring a version) reloads the set: take it in.
  useEffect(() => {
    setBase((b) => (set.version > b.version ? { version: set.version, cards: set.cards as unknown as Card[], civilizations: set.civilizations ?? [] } : b));
  }, [set]);

  async function put(body: Record<string, unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    const res = await api<SetView>("PUT", `/api/v1/sets/${encodeURIComponent(set.id)}`, { ...body, version: base.version });
    setBusy(false);
    if (res.ok) {
      setConflict(false);
      setBase({ version: res.data.version, cards: res.data.cards as unknown as Card[], civilizations: res.data.civilizations ?? [] });
      setMessage({ tone: "ok", text: `${done} Saved as version ${res.data.version}.` });
      router.refresh();
      return true;
    }
    if (res.status === 409) {
      setConflict(true);
      const now = Array.isArray(res.error.issues) ? (res.error.issues[0] as { currentVersion?: number } | undefined)?.currentVersion : undefined;
      setMessage({
        tone: "error",
        text: `Not saved: this set was saved elsewhere meanwhile${now ? ` (it is now at version ${now})` : ""}. Your edit is kept: load the current version, then save again.`,
      });
      return false;
    }
    setMessage({ tone: "error", text: res.error.message });
    return false;
  }

  async function loadCurrent() {
    const res = await api<SetView>("GET", `/api/v1/sets/${encodeURIComponent(set.id)}`);
    if (!res.ok) {
      setMessage({ tone: "error", text: res.error.message });
      return;
    }
    setBase({ version: res.data.version, cards: res.data.cards as unknown as Card[], civilizations: res.data.civilizations ?? [] });
    setConflict(false);
    setMessage({ tone: "ok", text: `Loaded version ${res.data.version}; your open edit is still here.` });
  }

  async function saveCard(card: Card) {
    if (!editing) return;
    const cards = editing.index === null ? [...base.cards, card] : base.cards.map((c, i) => (i === editing.index ? card : c));
    if (await put({ cards }, `Card “${String(card.name)}” saved.`)) setEditing(null);
  }

  async function removeCard(index: number) {
    const card = base.cards[index];
    if (!window.confirm(`Remove “${String(card.name)}” from the set?`)) return;
    await put({ cards: base.cards.filter((_, i) => i !== index) }, `Card “${String(card.name)}” removed.`);
  }

  async function remove() {
    if (!window.confirm(`Delete the set “${set.name}” with all its versions? Decks naming it will no longer find its cards.`)) return;
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
          Version {base.version}
        </span>
        {message && (
          <span role={message.tone === "error" ? "alert" : "status"} className={`text-sm ${message.tone === "error" ? "text-red-800" : "text-green-800"}`}>
            {message.text}
          </span>
        )}
        {conflict && (
          <button type="button" onClick={() => void loadCurrent()} className="min-h-8 rounded border border-stone-500 px-3 py-1 text-sm">
            Load the current version
          </button>
        )}
      </div>

      <section aria-labelledby="cards-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id="cards-heading" className="text-xl font-semibold">
            Cards ({base.cards.length})
          </h2>
          <button
            type="button"
            onClick={() => setEditing({ index: null, card: null })}
            className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white"
          >
            Add card
          </button>
        </div>
        {editing && (
          <CardForm
            key={editing.index ?? "new"}
            game={set.game}
            card={editing.card}
            busy={busy}
            onSave={(c) => void saveCard(c)}
            onCancel={() => setEditing(null)}
          />
        )}
        <CardsTable
          game={set.game}
          cards={base.cards}
          drafts={set.drafts}
          actions={(card, i) => (
            <span className="flex gap-2">
              <button type="button" onClick={() => setEditing({ index: i, card })} className="min-h-6 underline" aria-label={`Edit ${String(card.name)}`}>
                Edit
              </button>
              <button type="button" onClick={() => void removeCard(i)} className="min-h-6 text-red-800 underline" aria-label={`Remove ${String(card.name)}`}>
                Remove
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
          onSave={(civilizations) => void put({ civilizations }, "Civilizations saved.")}
        />
      )}

      <section aria-labelledby="sharing-heading" className="space-y-2">
        <h2 id="sharing-heading" className="text-xl font-semibold">
          Sharing
        </h2>
        <label className="flex max-w-xs flex-col text-sm">
          Visibility
          <select
            value={set.visibility}
            disabled={busy}
            onChange={(e) => void put({ visibility: e.target.value }, "Visibility changed.")}
            className={fieldClass}
          >
            <option value="private">Private (only you)</option>
            <option value="unlisted">Unlisted (anyone with the link)</option>
            <option value="public">Public (listed)</option>
          </select>
        </label>
        {set.visibility !== "private" && (
          <label className="flex flex-col text-sm">
            Share link
            <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} className={`${fieldClass} w-full font-mono text-xs`} />
          </label>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <a href={`/api/v1/sets/${set.id}/export`} download className="inline-flex min-h-8 items-center rounded border border-stone-500 px-3 py-1 text-sm">
          Export (JSON)
        </a>
        <button type="button" onClick={() => void remove()} className="min-h-8 rounded border border-red-700 px-3 py-1 text-sm text-red-800">
          Delete this set
        </button>
      </div>
    </div>
  );
}
