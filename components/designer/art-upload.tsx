"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { api } from "@/components/api/client";
import { useUpload } from "@/components/ui/use-upload";

/** Media types and size the server accepts (lib/sets/art-limits.ts): checked here first for a quick, clear error. */
const TYPES = ["image/png", "image/jpeg", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

/** What a card's art is now: its URL (changes with the image) or none. */
export type ArtState = { url: string; hash: string } | null;

/** The URL of a card's art; `hash` makes a new image a new URL. */
export function artUrl(setId: string, code: string, hash: string): string {
  return `/api/v1/sets/${encodeURIComponent(setId)}/cards/${encodeURIComponent(code)}/art?v=${encodeURIComponent(hash)}`;
}

/**
 * Card art of a saved player-made card: pick a file or drop one on the zone; it is uploaded
 * (PUT …/art, with progress), re-encoded by the server and shown by the designer's preview.
 * `art` is the current art (from GET /api/v1/sets/:id/art); `onChange` gets the new state.
 */
export function ArtUpload(props: { setId: string; code: string; art: ArtState; onChange: (art: ArtState) => void; disabled?: boolean }) {
  const { setId, code, art, onChange, disabled } = props;
  const t = useTranslations("proxy");
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const { stage, busy, upload } = useUpload();
  const endpoint = `/api/v1/sets/${encodeURIComponent(setId)}/cards/${encodeURIComponent(code)}/art`;

  async function send(file: File) {
    if (!TYPES.includes(file.type)) return setError(t("art.badType", { name: file.name }));
    if (file.size > MAX_BYTES) return setError(t("art.tooLarge", { name: file.name }));
    setError(null);
    const res = await upload<{ hash?: string }>(endpoint, file, file.type, "PUT");
    if (res.ok && res.data?.hash) onChange({ url: artUrl(setId, code, res.data.hash), hash: res.data.hash });
    else if (res.ok || res.error.code.startsWith("HTTP_")) setError(t("art.failed", { status: res.status }));
    else setError(res.status === 0 ? t("art.network") : res.error.message);
  }

  async function remove() {
    setError(null);
    const res = await api<unknown>("DELETE", endpoint);
    if (res.ok || res.status === 404) onChange(null);
    else setError(res.status === 0 ? t("art.network") : res.error.message);
  }

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (file && !disabled && !busy) void send(file);
        }}
        className={`block cursor-pointer rounded border-2 border-dashed p-3 text-center text-sm ${over ? "border-blue-600 bg-blue-50" : "border-zinc-400"}`}
      >
        <span className="font-medium">{art ? t("art.replace") : t("art.add")}</span>
        <span className="block text-xs text-zinc-600">{t("art.hint")}</span>
        <input
          id={inputId}
          type="file"
          accept={TYPES.join(",")}
          className="sr-only"
          disabled={disabled || busy}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
            e.target.value = "";
          }}
        />
      </label>
      {stage.kind === "uploading" && <progress className="w-full" max={100} value={stage.percent} aria-label={t("art.uploading")} />}
      {stage.kind === "server" && <progress className="w-full" aria-label={t("art.uploading")} />}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {art && (
        <button type="button" onClick={remove} disabled={disabled || busy} className="text-sm underline">
          {t("art.remove")}
        </button>
      )}
    </div>
  );
}
