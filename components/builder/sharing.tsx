"use client";

import { useEffect, useState } from "react";
import type { Draft } from "./draft";

const OPTIONS: { value: Draft["visibility"]; label: string; hint: string }[] = [
  { value: "private", label: "Private", hint: "only you" },
  { value: "unlisted", label: "Unlisted", hint: "anyone with the link, signed in or not; not listed" },
  { value: "public", label: "Public", hint: "anyone, and listed among the public decks" },
];

/** Who may see the deck; saved with the next save. Shows the link to share once it is shared. */
export function Sharing({ id, visibility, onChange }: { id: string | null; visibility: Draft["visibility"]; onChange: (v: Draft["visibility"]) => void }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <fieldset className="min-w-0 space-y-1 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">Visibility</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {OPTIONS.map((o) => (
          <label key={o.value} className="flex items-start gap-2 text-sm">
            <input type="radio" name="visibility" value={o.value} checked={visibility === o.value} onChange={() => onChange(o.value)} className="mt-1" />
            <span>
              <span className="font-medium">{o.label}</span> <span className="text-stone-600">({o.hint})</span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-xs text-stone-600">A change of visibility is stored with the next save.</p>
      {id !== null && visibility !== "private" && (
        <p className="text-sm">
          Link to share:{" "}
          <a href={`/decks/${encodeURIComponent(id)}`} data-testid="share-link" className="break-all">
            {origin}/decks/{id}
          </a>
        </p>
      )}
    </fieldset>
  );
}
