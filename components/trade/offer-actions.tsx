"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useRequest } from "@/components/ui/use-request";

type Action = "accept" | "decline" | "cancel";

/**
 * Accept and decline (the recipient), or cancel (the sender) an open offer. One request at a
 * time: every button is disabled until hydrated and while an answer is on its way; after a
 * success the page reloads its data and the buttons go with the open offer.
 */
export function OfferActions({ offerId, role }: { offerId: string; role: "recipient" | "sender" }) {
  const t = useTranslations("trade.actions");
  const router = useRouter();
  const ready = useHydrated();
  const { state, run } = useRequest();

  async function act(action: Action) {
    await run(() => api<{ status: string }>("POST", `/api/v1/trade/offers/${encodeURIComponent(offerId)}/${action}`));
    router.refresh();
  }

  // After a success the buttons stay disabled: they go with the open offer when the page reloads.
  const disabled = !ready || state.kind === "busy" || state.kind === "done";
  const button = (action: Action, tone: string) => (
    <button
      type="button"
      disabled={disabled}
      onClick={() => void act(action)}
      className={`min-h-10 rounded px-4 py-1.5 text-sm font-medium disabled:opacity-40 ${tone}`}
    >
      {t(action)}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {role === "recipient" ? (
        <>
          {button("accept", "bg-green-800 text-white")}
          {button("decline", "border border-stone-500 bg-white")}
        </>
      ) : (
        button("cancel", "border border-stone-500 bg-white")
      )}
      <span role="status" aria-live="polite" className={`text-sm ${state.kind === "error" ? "text-red-700" : "text-stone-700"}`}>
        {state.kind === "busy" ? t("working") : state.kind === "error" ? state.text : ""}
      </span>
    </div>
  );
}
