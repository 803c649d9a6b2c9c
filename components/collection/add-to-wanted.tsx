"use client";

import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { StatusLine } from "@/components/ui/status-line";
import { useRequest } from "@/components/ui/use-request";
import { useRouter } from "next/navigation";

/** "Add these to my wanted list": POST /api/v1/decks/:id/lacks (wanted = max(wanted, lacking)). */
export function AddToWantedButton({ deckId, cards }: { deckId: string; cards: number }) {
  const t = useTranslations("wantedList");
  const router = useRouter();
  const { state, busy, run } = useRequest();

  async function add() {
    const done = await run(() => api<{ raised?: number }>("POST", `/api/v1/decks/${encodeURIComponent(deckId)}/lacks`), {
      done: (body) => ((body?.raised ?? 0) === 0 ? t("covered") : t("updated", { count: body?.raised ?? 0 })),
      refused: (status, error) => (status === 0 ? t("noConnection") : error.message),
    });
    if (done) router.refresh();
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <Button look="primary" busy={busy} onClick={() => void add()}>
        {t("add", { count: cards })}
      </Button>
      <StatusLine state={state} />
    </span>
  );
}
