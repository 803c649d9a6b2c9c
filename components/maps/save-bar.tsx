"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import type { Visibility } from "@/lib/decks/input";
import type { MapView } from "@/lib/maps/service";
import { signInHref } from "@/components/ui/sign-in-href";

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
  /** A save went through: the map as the server now has it, and the tiles that were sent. */
  onSaved(map: MapView, created: boolean, sent: MapTile[]): void;
}

const mapsUrl = "/api/v1/maps";

/** Name, visibility, Save / Save as new map / Copy to my maps through the maps API, and the share link. */
export function SaveBar({ saved, signedIn, name, visibility, tiles, dirty, onName, onVisibility, onSaved }: Props) {
  const t = useTranslations("maps.save");
  const { busy, run } = useOneAtATime();
  const [message, setMessage] = useState<{ tone: "ok" | "error" | "conflict"; text: string } | null>(null);
  // After a 409: the version saved elsewhere, which "Save mine over it" saves on.
  const [theirs, setTheirs] = useState<number | null>(null);
  const readOnly = saved.id !== null && !saved.mine;
  const here = saved.id ? `/maps/${encodeURIComponent(saved.id)}` : "/maps/new";

  /** One request at a time: a second click while one runs sends nothing. */
  function send(kind: "save" | "save-as" | "fork", onVersion?: number) {
    if (kind !== "fork" && name.trim() === "") return;
    void run(() => sendNow(kind, onVersion ?? saved.version));
  }

  async function sendNow(kind: "save" | "save-as" | "fork", version: number | null) {
    setMessage(null);
    setTheirs(null);
    const map = { tiles };
    const res =
      kind === "fork"
        ? await api<MapView>("POST", `${mapsUrl}/${encodeURIComponent(saved.id ?? "")}/fork`, {})
        : kind === "save" && saved.id
          ? await api<MapView>("PUT", `${mapsUrl}/${encodeURIComponent(saved.id)}`, { name, visibility, map, version })
          : await api<MapView>("POST", mapsUrl, { name, visibility, map });
    if (res.ok) {
      setMessage({ tone: "ok", text: kind === "fork" ? t("copied") : t("saved", { version: res.data.version }) });
      onSaved(res.data, kind !== "save" || !saved.id, tiles);
      return;
    }
    if (res.status === 409 && saved.id) {
      const now = await api<MapView>("GET", `${mapsUrl}/${encodeURIComponent(saved.id)}`);
      if (now.ok) setTheirs(now.data.version);
      setMessage({
        tone: "conflict",
        text: t("conflict"),
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
        {readOnly ? t("thisMap") : t("title")}
      </h2>
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col">
            {t("name")}
            <input value={name} onChange={(e) => onName(e.target.value)} maxLength={120} required className="min-h-8 rounded border border-stone-400 px-2" />
          </label>
          <label className="flex flex-col">
            {t("visibility")}
            <select value={visibility} onChange={(e) => onVisibility(e.target.value as Visibility)} className="min-h-8 rounded border border-stone-400 px-2">
              <option value="private">{t("private")}</option>
              <option value="unlisted">{t("unlisted")}</option>
              <option value="public">{t("public")}</option>
            </select>
          </label>
          {signedIn ? (
            <>
              <button type="button" aria-disabled={busy || name.trim() === ""} onClick={() => send("save")} className={primary}>
                {busy ? t("saving") : saved.id ? t("save") : t("saveMap")}
              </button>
              {saved.id && (
                <button type="button" aria-disabled={busy || name.trim() === ""} onClick={() => send("save-as")} className={secondary}>
                  {t("saveAs")}
                </button>
              )}
            </>
          ) : (
            <Link href={signInHref(here)} className={`${primary} no-underline`}>
              {t("signInToSave")}
            </Link>
          )}
          {dirty && <span className="text-stone-600">{t("unsaved")}</span>}
        </div>
      )}
      {readOnly &&
        (signedIn ? (
          <button type="button" aria-disabled={busy} onClick={() => send("fork")} className={primary}>
            {busy ? t("copying") : t("fork")}
          </button>
        ) : (
          <Link href={signInHref(here)} className={`${primary} inline-flex no-underline`}>
            {t("signInToCopy")}
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
      {message?.tone === "conflict" && theirs !== null && (
        <button type="button" aria-disabled={busy} onClick={() => send("save", theirs)} className={secondary}>
          {t("overwrite", { version: theirs })}
        </button>
      )}
      {saved.id && (
        <div className="flex flex-wrap items-center gap-3">
          {visibility !== "private" && shareUrl ? (
            <label className="flex flex-1 flex-col">
              {t("shareLink")}
              <input
                readOnly
                value={shareUrl}
                onFocus={(e) => e.currentTarget.select()}
                className="min-h-8 rounded border border-stone-300 bg-white px-2 font-mono text-xs"
                data-testid="map-share-link"
              />
            </label>
          ) : (
            <span className="text-stone-600">{t("privateNote")}</span>
          )}
          <a href={`${mapsUrl}/${encodeURIComponent(saved.id)}/export`} download className="inline-flex min-h-8 items-center">
            {t("download")}
          </a>
          <a href={`${mapsUrl}/${encodeURIComponent(saved.id)}/print.pdf`} className="inline-flex min-h-8 items-center">
            {t("print")}
          </a>
        </div>
      )}
    </section>
  );
}

const primary = "inline-flex min-h-8 items-center rounded bg-stone-900 px-3 py-1 font-medium text-white aria-disabled:opacity-50";
const secondary = "inline-flex min-h-8 items-center rounded border border-stone-500 bg-white px-3 py-1 font-medium aria-disabled:opacity-50";
