"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { GameSlug } from "@/lib/games/types";
import { api } from "@/components/api/client";
import { useRequest } from "@/components/ui/use-request";
import { fieldClass } from "./card-fields";
import { GameSelect } from "./game-select";

/** "New set": an empty set of one game (POST /api/v1/sets), then its page to add cards. */
export function NewSetForm() {
  const router = useRouter();
  const t = useTranslations("sets.newSet");
  const [game, setGame] = useState<GameSlug>("battle-for-eden");
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [visibility, setVisibility] = useState("private");
  const { state, busy, run } = useRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const made = await run(
      () => api<{ id: string }>("POST", "/api/v1/sets", { game, name, ...(code.trim() ? { code: code.trim() } : {}), visibility, cards: [] }),
      { leaves: true },
    );
    if (made) router.push(`/sets/${encodeURIComponent(made.id)}`);
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="new-set-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id="new-set-heading" className="font-semibold">
        {t("title")}
      </h2>
      <div className="flex flex-wrap gap-3">
        <GameSelect value={game} onChange={setGame} />
        <label className="flex flex-col text-sm">
          {t("name")}
          <input required value={name} onChange={(e) => setName(e.target.value)} maxLength={120} className={fieldClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t("code")}
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={60}
            pattern="[a-z0-9-]+"
            placeholder={t("codePlaceholder")}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("visibility")}
          <select value={visibility} onChange={(e) => setVisibility(e.target.value)} className={fieldClass}>
            <option value="private">{t("visibilities.private")}</option>
            <option value="unlisted">{t("visibilities.unlisted")}</option>
            <option value="public">{t("visibilities.public")}</option>
          </select>
        </label>
      </div>
      <button type="submit" disabled={busy} className="min-h-8 rounded bg-stone-900 px-4 py-1.5 font-medium text-white disabled:opacity-50">
        {busy ? t("creating") : t("create")}
      </button>
      {state.kind === "error" && (
        <p role="alert" className="text-sm text-red-800">
          {state.text}
        </p>
      )}
    </form>
  );
}
