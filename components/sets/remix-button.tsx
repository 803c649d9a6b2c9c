"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";
import { useRequest } from "@/components/ui/use-request";

/** "Remix": a private copy of this set in my sets, crediting the original. */
export function RemixButton({ setId }: { setId: string }) {
  const router = useRouter();
  const t = useTranslations("sets.editor");
  const { state, busy, run } = useRequest();
  async function remix() {
    const made = await run(() => api<{ id: string }>("POST", `/api/v1/sets/${encodeURIComponent(setId)}/remix`, {}), { leaves: true });
    if (made) router.push(`/sets/${encodeURIComponent(made.id)}`);
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
      {state.kind === "error" && (
        <span role="alert" className="text-sm text-red-800">
          {state.text}
        </span>
      )}
    </span>
  );
}
