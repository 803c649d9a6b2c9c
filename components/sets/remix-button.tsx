"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";

/** "Remix": a private copy of this set in my sets, crediting the original. */
export function RemixButton({ setId }: { setId: string }) {
  const router = useRouter();
  const t = useTranslations("sets.editor");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remix() {
    setBusy(true);
    const res = await api<{ id: string }>("POST", `/api/v1/sets/${encodeURIComponent(setId)}/remix`, {});
    if (res.ok) {
      router.push(`/sets/${encodeURIComponent(res.data.id)}`);
      return;
    }
    setBusy(false);
    setError(res.error.message);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void remix()}
        className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-50"
      >
        {busy ? t("remixing") : t("remix")}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-800">
          {error}
        </span>
      )}
    </span>
  );
}
