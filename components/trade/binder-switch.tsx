"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useRequest } from "@/components/ui/use-request";

/** The binder's public/private switch (PUT /api/v1/trade/binder). */
export function BinderSwitch({ initial }: { initial: boolean }) {
  const t = useTranslations("trade.binder");
  const router = useRouter();
  const ready = useHydrated();
  const [isPublic, setPublic] = useState(initial);
  const { state, busy, run } = useRequest();

  async function toggle() {
    const saved = await run(() => api<{ public: boolean }>("PUT", "/api/v1/trade/binder", { public: !isPublic }));
    if (!saved) return;
    setPublic(saved.public);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isPublic}
        disabled={!ready || busy}
        onClick={() => void toggle()}
        className="inline-flex min-h-10 items-center gap-2 rounded border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium disabled:opacity-50"
      >
        <span aria-hidden="true" className={`inline-block h-4 w-8 rounded-full ${isPublic ? "bg-green-700" : "bg-stone-300"}`}>
          <span className={`block h-4 w-4 rounded-full bg-white shadow ring-1 ring-stone-400 ${isPublic ? "translate-x-4" : ""}`} />
        </span>
        {t("switch")}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-stone-700">
        {busy ? t("saving") : isPublic ? t("isPublic") : t("isPrivate")}
      </span>
      {state.kind === "error" && (
        <span role="alert" className="text-sm text-red-700">
          {state.text}
        </span>
      )}
    </div>
  );
}
