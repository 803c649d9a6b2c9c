"use client";

import { useState } from "react";
import { apiFile } from "@/components/api/client";

export interface CopyDeckTextProps {
  /** The deck as the text Cockatrice's "Load deck from clipboard" reads (export?format=cockatrice-text). */
  href: string;
  labels: { copy: string; copied: string; failed: string };
}

/**
 * Copies the deck's Cockatrice text to the clipboard (docs/play-online.md), for Cockatrice's
 * "Load deck from clipboard": the text is fetched from the same link the page offers as a download,
 * so what is copied is what the download holds.
 */
export function CopyDeckText({ href, labels }: CopyDeckTextProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    const file = await apiFile(href);
    try {
      if (!file.ok) throw new Error(file.error.message);
      await navigator.clipboard.writeText(await file.blob.text());
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="ml-2 inline-flex items-center gap-2">
      <button type="button" className="rounded border border-stone-400 px-2 py-0.5 text-xs" onClick={copy}>
        {labels.copy}
      </button>
      <span role="status" className="text-xs">
        {state === "copied" ? labels.copied : state === "failed" ? labels.failed : ""}
      </span>
    </span>
  );
}
