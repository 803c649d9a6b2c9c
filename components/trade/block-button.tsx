"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { StatusLine } from "@/components/ui/status-line";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useRequest } from "@/components/ui/use-request";

/** Block or unblock a player from trading with me (POST /api/v1/trade/blocks, DELETE …/blocks/:username). */
export function BlockButton({ username, blocked }: { username: string; blocked: boolean }) {
  const t = useTranslations("trade.block");
  const router = useRouter();
  const ready = useHydrated();
  const { state, busy, run } = useRequest();

  async function toggle() {
    const done = await run(() =>
      blocked ? api("DELETE", `/api/v1/trade/blocks/${encodeURIComponent(username)}`) : api("POST", "/api/v1/trade/blocks", { username }),
    );
    if (done !== null) router.refresh();
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={!ready || busy}
        onClick={() => void toggle()}
        className="min-h-10 rounded border border-stone-500 bg-white px-3 py-1.5 text-sm disabled:opacity-40"
      >
        {blocked ? t("unblock", { username }) : t("block", { username })}
      </button>
      <StatusLine state={state} />
    </span>
  );
}
