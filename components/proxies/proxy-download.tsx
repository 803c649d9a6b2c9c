"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiFile, saveBlob } from "@/components/api/client";

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
    const file = await apiFile(href, (percent) => setState({ phase: "downloading", percent }));
    if (!file.ok) {
      setState({ phase: "error", message: file.status === 0 ? t("network") : file.error.message });
      return;
    }
    saveBlob(new Blob([file.blob], { type: "application/pdf" }), fileName);
    setState({ phase: "idle" });
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
