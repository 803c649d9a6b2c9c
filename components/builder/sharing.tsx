"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { Draft } from "./draft";

const OPTIONS: Draft["visibility"][] = ["private", "unlisted", "public"];

/** Who may see the deck; saved with the next save. Shows the link to share once it is shared. */
export function Sharing({ id, visibility, onChange }: { id: string | null; visibility: Draft["visibility"]; onChange: (v: Draft["visibility"]) => void }) {
  const t = useTranslations("builder.sharing");
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <fieldset className="min-w-0 space-y-1 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{t("visibility")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {OPTIONS.map((o) => (
          <label key={o} className="flex items-start gap-2 text-sm">
            <input type="radio" name="visibility" value={o} checked={visibility === o} onChange={() => onChange(o)} className="mt-1" />
            <span>
              <span className="font-medium">{t(`${o}.label`)}</span> <span className="text-stone-600">({t(`${o}.hint`)})</span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-xs text-stone-600">{t("storedOnSave")}</p>
      {id !== null && visibility !== "private" && (
        <p className="text-sm">
          {t("link")}{" "}
          <a href={`/decks/${encodeURIComponent(id)}`} data-testid="share-link" className="break-all">
            {origin}/decks/{id}
          </a>
        </p>
      )}
    </fieldset>
  );
}
