"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import type { GameSlug } from "@/lib/games/types";
import { api } from "@/components/api/client";
import { inputClass } from "./fields";
import { useVocabulary } from "./labels";
import { TEMPLATE_GROUP, TEMPLATES } from "./templates";
import type { DesignCard } from "./types";

interface Found {
  code: string;
  name: string;
  type: string;
  set: string;
  data: DesignCard;
}

/**
 * New cards: a blank card of each of the game's card types, or a copy of a catalog card
 * found with the catalog search (GET /api/v1/cards?game=&q=), its fields under a new code.
 */
export function NewCardMenu({ game, onAdd }: { game: GameSlug; onAdd: (card: DesignCard, name: string) => void }) {
  const t = useTranslations("designer");
  const v = useVocabulary(game);
  const searchId = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<Found[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (q.trim().length < 2) {
      setFound([]);
      return;
    }
    const timer = setTimeout(async () => {
      const res = await api<{ cards: Found[] }>("GET", `/api/v1/cards?game=${game}&q=${encodeURIComponent(q.trim())}`);
      if (res.ok) {
        setFound(res.data.cards.slice(0, 12));
        setProblem(null);
      } else setProblem(res.error.message);
    }, 250);
    return () => clearTimeout(timer);
  }, [q, game]);
  return (
    <div className="space-y-2">
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t("new.heading")}</legend>
        <div className="flex flex-wrap gap-1">
          {TEMPLATES[game].map((tpl) => (
            <button
              key={tpl.key}
              type="button"
              onClick={() => onAdd(tpl.card, String(tpl.card.name))}
              className="min-h-8 rounded bg-stone-900 px-2 text-sm text-white"
            >
              {t("new.template", { type: v(TEMPLATE_GROUP[game], tpl.key) })}
            </button>
          ))}
        </div>
      </fieldset>
      <details className="text-sm">
        <summary className="min-h-8 cursor-pointer">{t("new.fromCatalog")}</summary>
        <div className="mt-1 space-y-1">
          <label htmlFor={searchId} className="text-xs font-medium text-stone-700">
            {t("new.search")}
          </label>
          <input id={searchId} type="search" value={q} onChange={(e) => setQ(e.target.value)} className={`${inputClass} w-full`} />
          {problem && (
            <p role="alert" className="text-xs text-red-800">
              {problem}
            </p>
          )}
          <ul className="space-y-0.5">
            {found.map((c) => (
              <li key={`${c.set}/${c.code}`}>
                <button type="button" onClick={() => onAdd(c.data, c.name)} className="min-h-8 w-full rounded px-1 text-left hover:bg-stone-100">
                  {t("new.copy", { name: c.name })} <span className="text-xs text-stone-600">({c.type})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </div>
  );
}
