"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { interfaceHeaders } from "@/components/builder/api";
import { useRouter } from "next/navigation";

/** "Add these to my wanted list": POST /api/v1/decks/:id/lacks (wanted = max(wanted, lacking)). */
export function AddToWantedButton({ deckId, cards }: { deckId: string; cards: number }) {
  const t = useTranslations("wantedList");
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: boolean }>({ busy: false });

  async function add() {
    setState({ busy: true });
    try {
      const res = await fetch(`/api/v1/decks/${encodeURIComponent(deckId)}/lacks`, { method: "POST", headers: interfaceHeaders() });
      const body = (await res.json().catch(() => null)) as { raised?: number; error?: { message: string } } | null;
      if (!res.ok) {
        setState({ busy: false, error: true, message: body?.error?.message ?? t("notAdded", { status: res.status }) });
        return;
      }
      const raised = body?.raised ?? 0;
      setState({
        busy: false,
        message: raised === 0 ? t("covered") : t("updated", { count: raised }),
      });
      router.refresh();
    } catch {
      setState({ busy: false, error: true, message: t("noConnection") });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void add()}
        disabled={state.busy}
        className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-40"
      >
        {t("add", { count: cards })}
      </button>
      {state.message && (
        <span role="status" className={`text-sm ${state.error ? "text-red-700" : "text-stone-700"}`}>
          {state.message}
        </span>
      )}
    </span>
  );
}
