"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { SetSummary } from "@/lib/sets/service";
import { api } from "./api";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids of a `sets:` header value (comma-separated). */
function idsOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Which player-made sets the deck draws on (CONTRACTS §6): my sets and the public ones of
 * the game as checkboxes, and an id field for an unlisted set someone shared. Writes the
 * list's `sets:` header.
 */
export function SetPicker({ game, value, onChange }: { game: string; value: string | undefined; onChange: (value: string | null) => void }) {
  const t = useTranslations("builder.sets");
  const [sets, setSets] = useState<SetSummary[] | null>(null);
  const [typed, setTyped] = useState("");
  const chosen = idsOf(value);

  useEffect(() => {
    let live = true;
    void api<{ sets: SetSummary[] }>("GET", `/api/v1/sets?game=${encodeURIComponent(game)}`).then((res) => {
      if (live) setSets(res.ok ? res.data.sets : []);
    });
    return () => {
      live = false;
    };
  }, [game]);

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id);
    onChange(next.length > 0 ? next.join(", ") : null);
  };
  const known = new Set((sets ?? []).map((s) => s.id));
  const others = chosen.filter((id) => !known.has(id));

  return (
    <fieldset className="space-y-1 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{t("legend")}</legend>
      <p className="text-xs text-stone-600">{t("hint")}</p>
      {sets === null ? (
        <p className="text-sm text-stone-600">{t("loading")}</p>
      ) : sets.length === 0 && others.length === 0 ? (
        <p className="text-sm text-stone-600">
          {t.rich("none", {
            link: (chunks) => (
              <a href="/sets" className="underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {(sets ?? []).map((s) => (
          <label key={s.id} className="flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
            {s.name}
            {!s.mine && <span className="text-stone-600">{t("by", { owner: s.owner })}</span>}
          </label>
        ))}
        {others.map((id) => (
          <label key={id} className="flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" checked onChange={() => toggle(id, false)} />
            {t("set")} <span className="font-mono">{id}</span>
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t("idLabel")}
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value.trim())}
            maxLength={64}
            className="min-h-8 rounded border border-stone-400 px-2 py-1 font-mono"
          />
        </label>
        <button
          type="button"
          disabled={!ID.test(typed)}
          onClick={() => {
            toggle(typed, true);
            setTyped("");
          }}
          className="min-h-8 rounded border border-stone-500 px-3 py-1 text-sm disabled:opacity-50"
        >
          {t("add")}
        </button>
      </div>
    </fieldset>
  );
}
