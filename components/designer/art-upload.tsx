"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { interfaceHeaders } from "@/components/builder/api";

/** Media types and size the server accepts (lib/sets/art-limits.ts): checked here first for a quick, clear error. */
const TYPES = ["image/png", "image/jpeg", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

/** What a card's art is now: its URL (changes with the image) or none. */
export type ArtState = { url: string; hash: string } | null;

/** The URL of a card's art; `hash` makes a new image a new URL. */
export function artUrl(setId: string, code: string, hash: string): string {
  return `/api/v1/sets/${encodeURIComponent(setId)}/cards/${encodeURIComponent(code)}/art?v=${encodeURIComponent(hash)}`;
}

type Status = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "error"; message: string };

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
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [over, setOver] = useState(false);
  const busy = status.kind === "uploading";
  const endpoint = `/api/v1/sets/${encodeURIComponent(setId)}/cards/${encodeURIComponent(code)}/art`;

  function send(file: File) {
    if (!TYPES.includes(file.type)) return setStatus({ kind: "error", message: t("art.badType", { name: file.name }) });
    if (file.size > MAX_BYTES) return setStatus({ kind: "error", message: t("art.tooLarge", { name: file.name }) });
    setStatus({ kind: "uploading", percent: 0 });
    // XMLHttpRequest: fetch reports no upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", endpoint);
    for (const [name, value] of Object.entries(interfaceHeaders({ "Content-Type": file.type }))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setStatus({ kind: "uploading", percent: Math.round((100 * e.loaded) / e.total) });
    };
    xhr.onload = () => {
      let body: { hash?: string; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status === 200 && body.hash) {
        setStatus({ kind: "idle" });
        onChange({ url: artUrl(setId, code, body.hash), hash: body.hash });
      } else setStatus({ kind: "error", message: body.error?.message ?? t("art.failed", { status: xhr.status }) });
    };
    xhr.onerror = () => setStatus({ kind: "error", message: t("art.network") });
    xhr.send(file);
  }

  async function remove() {
    setStatus({ kind: "idle" });
    const res = await fetch(endpoint, { method: "DELETE", headers: interfaceHeaders() });
    if (res.ok || res.status === 404) onChange(null);
    else
      setStatus({
        kind: "error",
        message: ((await res.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? t("art.failed", { status: res.status }),
      });
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
          if (file && !disabled && !busy) send(file);
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
          aria-describedby={status.kind === "error" ? errorId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) send(file);
            e.target.value = "";
          }}
        />
      </label>
      {status.kind === "uploading" && <progress className="w-full" max={100} value={status.percent} aria-label={t("art.uploading")} />}
      {status.kind === "error" && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {status.message}
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
