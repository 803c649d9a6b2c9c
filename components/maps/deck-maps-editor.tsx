"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/api/client";
import { Button } from "@/components/ui/button";
import { StatusLine } from "@/components/ui/status-line";
import { useRequest } from "@/components/ui/use-request";

interface MapRef {
  id: string;
  name: string;
}

/** The map id in a pasted map link (`…/maps/<id>`) or the id itself. */
function mapIdFrom(text: string): string {
  const trimmed = text.trim();
  const match = /\/maps\/([^/?#\s]+)/.exec(trimmed);
  return match ? decodeURIComponent(match[1]) : trimmed;
}

/** The deck owner's choice of maps: their own saved maps ticked, plus any other map by its link; saved with PUT /api/v1/decks/:id/maps. */
export function DeckMapsEditor({ deckId, linked, own }: { deckId: string; linked: MapRef[]; own: MapRef[] }) {
  const t = useTranslations("deckMaps");
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>(linked.map((m) => m.id));
  const [other, setOther] = useState("");
  const { state, busy, run } = useRequest();
  const choices = [...own, ...linked.filter((m) => !own.some((o) => o.id === m.id))];

  async function save() {
    const extra = other.trim() === "" ? [] : [mapIdFrom(other)];
    const body = await run(
      () => api<{ maps?: MapRef[] }>("PUT", `/api/v1/decks/${encodeURIComponent(deckId)}/maps`, { mapIds: [...new Set([...chosen, ...extra])] }),
      {
        done: () => t("saved"),
        refused: (status, error) => (status === 0 ? t("offline") : error.message),
      },
    );
    if (!body) return;
    setOther("");
    setChosen((body.maps ?? []).map((m) => m.id));
    router.refresh();
  }

  return (
    <details className="text-sm">
      <summary className="cursor-pointer">{t("choose")}</summary>
      <fieldset className="mt-2 space-y-2">
        <legend className="sr-only">{t("choose")}</legend>
        {choices.length === 0 && <p className="text-stone-600">{t("noOwnMaps")}</p>}
        <ul className="space-y-1">
          {choices.map((m) => (
            <li key={m.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(m.id)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, m.id] : chosen.filter((id) => id !== m.id))}
                />
                {m.name}
              </label>
            </li>
          ))}
        </ul>
        <label className="flex flex-col gap-1">
          <span>{t("otherMap")}</span>
          <input value={other} onChange={(e) => setOther(e.target.value)} maxLength={300} className="rounded border border-stone-400 px-2 py-1" />
        </label>
        <Button look="primary" busy={busy} onClick={() => void save()}>
          {t("save")}
        </Button>
        <StatusLine state={state} className="min-h-5" />
      </fieldset>
    </details>
  );
}
