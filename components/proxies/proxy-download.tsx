"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { interfaceHeaders } from "@/components/builder/api";

type State = { phase: "idle" } | { phase: "preparing" } | { phase: "downloading"; percent: number | null } | { phase: "error"; message: string };

/**
 * Fetches a proxy sheet and opens it, showing progress: "preparing" while the server lays out
 * the pages, then the share of the PDF received (from Content-Length). Large sheets take a
 * few seconds; the button stays usable by keyboard and announces its state.
 */
export function ProxyDownload({ href, label, fileName }: { href: string; label?: string; fileName: string }) {
  const t = useTranslations("proxyDownload");
  const [state, setState] = useState<State>({ phase: "idle" });

  async function download() {
    setState({ phase: "preparing" });
    try {
      const response = await fetch(href, { credentials: "same-origin", headers: interfaceHeaders() });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null);
        setState({ phase: "error", message: body?.error?.message ?? t("failed", { status: response.status }) });
        return;
      }
      const total = Number(response.headers.get("content-length") ?? "0");
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      setState({ phase: "downloading", percent: total ? 0 : null });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setState({ phase: "downloading", percent: total ? Math.round((received / total) * 100) : null });
      }
      const url = URL.createObjectURL(new Blob(chunks, { type: "application/pdf" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ phase: "idle" });
    } catch {
      setState({ phase: "error", message: t("network") });
    }
  }

  const busy = state.phase === "preparing" || state.phase === "downloading";
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className="rounded border border-stone-400 bg-white px-2 py-0.5 hover:bg-stone-100 disabled:opacity-60"
      >
        {label ?? t("defaultLabel")}
      </button>
      <span role="status" aria-live="polite" className="text-xs text-stone-600">
        {state.phase === "preparing" && t("preparing")}
        {state.phase === "downloading" &&
          (state.percent === null ? (
            t("downloading")
          ) : (
            <progress max={100} value={state.percent} aria-label={t("progress")}>
              {state.percent}%
            </progress>
          ))}
        {state.phase === "error" && <span className="text-red-700">{state.message}</span>}
      </span>
    </span>
  );
}
