"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api } from "@/components/api/client";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Block or unblock a player from trading with me (POST /api/v1/trade/blocks, DELETE …/blocks/:username). */
export function BlockButton({ username, blocked }: { username: string; blocked: boolean }) {
  const t = useTranslations("trade.block");
  const router = useRouter();
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function run() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const result = blocked
      ? await api("DELETE", `/api/v1/trade/blocks/${encodeURIComponent(username)}`)
      : await api("POST", "/api/v1/trade/blocks", { username });
    inFlight.current = false;
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else router.refresh();
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={!ready || busy}
        onClick={() => void run()}
        className="min-h-10 rounded border border-stone-500 bg-white px-3 py-1.5 text-sm disabled:opacity-40"
      >
        {blocked ? t("unblock", { username }) : t("block", { username })}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
