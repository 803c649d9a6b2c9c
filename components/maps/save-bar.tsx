"use client";

import Link from "next/link";
import { useState } from "react";
import { api } from "@/components/builder/api";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import type { Visibility } from "@/lib/services/deck-input";
import type { MapView } from "@/lib/services/maps";

export interface SavedState {
  id: string | null;
  version: number | null;
  mine: boolean;
}

interface Props {
  saved: SavedState;
  signedIn: boolean;
  name: string;
  visibility: Visibility;
  tiles: MapTile[];
  dirty: boolean;
  onName(name: string): void;
  onVisibility(v: Visibility): void;
  /** A save went through: the map as the server now has it. */
  onSaved(map: MapView, created: boolean): void;
}

const mapsUrl = "/api/v1/maps";

/** Name, visibility, Save / Save as new map / Copy to my maps through the maps API, and the share link. */
export function SaveBar({ saved, signedIn, name, visibility, tiles, dirty, onName, onVisibility, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error" | "conflict"; text: string } | null>(null);
  const readOnly = saved.id !== null && !saved.mine;
  const here = saved.id ? `/maps/${encodeURIComponent(saved.id)}` : "/maps/new";

  async function send(kind: "save" | "save-as" | "fork") {
    setBusy(true);
    setMessage(null);
    const map = { tiles };
    const res =
      kind === "fork"
        ? await api<MapView>("POST", `${mapsUrl}/${encodeURIComponent(saved.id ?? "")}/fork`, {})
        : kind === "save" && saved.id
          ? await api<MapView>("PUT", `${mapsUrl}/${encodeURIComponent(saved.id)}`, { name, visibility, map, version: saved.version })
          : await api<MapView>("POST", mapsUrl, { name, visibility, map });
    setBusy(false);
    if (res.ok) {
      setMessage({ tone: "ok", text: kind === "fork" ? "Copied to your maps." : `Saved (version ${res.data.version}).` });
      onSaved(res.data, kind !== "save" || !saved.id);
      return;
    }
    if (res.status === 409) {
      setMessage({
        tone: "conflict",
        text: "This map was saved elsewhere meanwhile. Your draft is kept here: save it as a new map, or reload the page to see the saved one (your draft stays in this browser).",
      });
      return;
    }
    const issues = Array.isArray(res.error.issues)
      ? (res.error.issues as { path?: string; message?: string }[]).map((i) => `${i.path ?? ""}: ${i.message ?? ""}`).join("; ")
      : "";
    setMessage({ tone: "error", text: `${res.error.message}${issues ? ` ${issues}` : ""}` });
  }

  const shareUrl = saved.id && typeof window !== "undefined" ? `${window.location.origin}/maps/${encodeURIComponent(saved.id)}` : null;

  return (
    <section aria-labelledby="map-save-title" className="space-y-2 rounded border border-stone-300 bg-stone-50 p-3 text-sm">
      <h2 id="map-save-title" className="text-lg font-semibold">
        {readOnly ? "This map" : "Save"}
      </h2>
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col">
            Map name
            <input value={name} onChange={(e) => onName(e.target.value)} maxLength={120} required className="min-h-8 rounded border border-stone-400 px-2" />
          </label>
          <label className="flex flex-col">
            Visibility
            <select value={visibility} onChange={(e) => onVisibility(e.target.value as Visibility)} className="min-h-8 rounded border border-stone-400 px-2">
              <option value="private">Private (only you)</option>
              <option value="unlisted">Unlisted (anyone with the link)</option>
              <option value="public">Public (listed)</option>
            </select>
          </label>
          {signedIn ? (
            <>
              <button type="button" disabled={busy || name.trim() === ""} onClick={() => send("save")} className={primary}>
                {busy ? "Saving…" : saved.id ? "Save" : "Save map"}
              </button>
              {saved.id && (
                <button type="button" disabled={busy || name.trim() === ""} onClick={() => send("save-as")} className={secondary}>
                  Save as new map
                </button>
              )}
            </>
          ) : (
            <Link href={`/login?callbackUrl=${encodeURIComponent(here)}`} className={`${primary} no-underline`}>
              Sign in to save
            </Link>
          )}
          {dirty && <span className="text-stone-600">Unsaved changes (kept in this browser)</span>}
        </div>
      )}
      {readOnly &&
        (signedIn ? (
          <button type="button" disabled={busy} onClick={() => send("fork")} className={primary}>
            {busy ? "Copying…" : "Copy to my maps"}
          </button>
        ) : (
          <Link href={`/login?callbackUrl=${encodeURIComponent(here)}`} className={`${primary} inline-flex no-underline`}>
            Sign in to copy this map
          </Link>
        ))}
      {message && (
        <p
          role={message.tone === "ok" ? "status" : "alert"}
          className={message.tone === "ok" ? "text-green-800" : "text-red-800"}
          data-testid="map-save-message"
        >
          {message.text}
        </p>
      )}
      {saved.id && (
        <div className="flex flex-wrap items-center gap-3">
          {visibility !== "private" && shareUrl ? (
            <label className="flex flex-1 flex-col">
              Share link
              <input
                readOnly
                value={shareUrl}
                onFocus={(e) => e.currentTarget.select()}
                className="min-h-8 rounded border border-stone-300 bg-white px-2 font-mono text-xs"
                data-testid="map-share-link"
              />
            </label>
          ) : (
            <span className="text-stone-600">Private: only you can open it. Choose “Unlisted” and save to share its link.</span>
          )}
          <a href={`${mapsUrl}/${encodeURIComponent(saved.id)}/export`} download className="inline-flex min-h-8 items-center">
            Download map file
          </a>
          <a href={`${mapsUrl}/${encodeURIComponent(saved.id)}/print.pdf`} className="inline-flex min-h-8 items-center">
            Print (PDF, 50 mm hexes)
          </a>
        </div>
      )}
    </section>
  );
}

const primary = "inline-flex min-h-8 items-center rounded bg-stone-900 px-3 py-1 font-medium text-white disabled:opacity-50";
const secondary = "inline-flex min-h-8 items-center rounded border border-stone-500 bg-white px-3 py-1 font-medium disabled:opacity-50";
