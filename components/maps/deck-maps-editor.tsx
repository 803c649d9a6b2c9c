"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { interfaceHeaders } from "@/components/builder/api";

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
  const [status, setStatus] = useState<{ busy: boolean; message?: string }>({ busy: false });
  const choices = [...own, ...linked.filter((m) => !own.some((o) => o.id === m.id))];

  async function save() {
    const extra = other.trim() === "" ? [] : [mapIdFrom(other)];
    setStatus({ busy: true });
    try {
      const res = await fetch(`/api/v1/decks/${encodeURIComponent(deckId)}/maps`, {
        method: "PUT",
        headers: interfaceHeaders({ "content-type": "application/json" }),
        body: JSON.stringify({ mapIds: [...new Set([...chosen, ...extra])] }),
      });
      const body = (await res.json().catch(() => null)) as { maps?: MapRef[]; error?: { message: string } } | null;
      if (!res.ok) {
        setStatus({ busy: false, message: body?.error?.message ?? t("failed", { status: res.status }) });
        return;
      }
      setOther("");
      setChosen((body?.maps ?? []).map((m) => m.id));
      setStatus({ busy: false, message: t("saved") });
      router.refresh();
    } catch {
      setStatus({ busy: false, message: t("offline") });
    }
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
        <button
          type="button"
          onClick={() => void save()}
          disabled={status.busy}
          className="rounded bg-stone-900 px-4 py-1.5 font-medium text-white disabled:opacity-40"
        >
          {t("save")}
        </button>
        <p role="status" className="min-h-5 text-stone-700">
          {status.message}
        </p>
      </fieldset>
    </details>
  );
}
