"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionMessage, field, primary, useEventAction } from "./use-action";

interface Props {
  games: { slug: string; title: string; formats: readonly string[] | null }[];
}

/** Local "YYYY-MM-DDTHH:mm" for a datetime-local input, `hours` from now. */
function localIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `/events/new`: game, name, start, registration close, visibility and (Dark Eden) format → POST /api/v1/events. */
export function NewEventForm({ games }: Props) {
  const t = useTranslations("events.new");
  const router = useRouter();
  const { busy, state, run } = useEventAction();
  const [game, setGame] = useState(games[0]?.slug ?? "");
  const [name, setName] = useState("");
  const [startsAt, setStartsAt] = useState(localIn(24 * 7));
  const [closesAt, setClosesAt] = useState(localIn(24 * 7 - 1));
  const [visibility, setVisibility] = useState("public");
  const formats = games.find((g) => g.slug === game)?.formats ?? null;
  const [format, setFormat] = useState("standard");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      game,
      name,
      startsAt: new Date(startsAt).toISOString(),
      registrationClosesAt: new Date(closesAt).toISOString(),
      visibility,
      ...(formats ? { format: formats.includes(format) ? format : formats[0] } : {}),
    };
    const created = await run<{ id: string }>("POST", "/api/v1/events", body, undefined, true);
    if (created) router.push(`/events/${encodeURIComponent(created.id)}`);
  }

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3 text-sm" aria-busy={busy}>
      <label className="flex flex-col gap-1">
        {t("game")}
        <select value={game} onChange={(e) => setGame(e.target.value)} className={field} aria-label={t("game")}>
          {games.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        {t("name")}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} className={field} />
      </label>
      <label className="flex flex-col gap-1">
        {t("startsAt")}
        <input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} required className={field} />
      </label>
      <label className="flex flex-col gap-1">
        {t("closesAt")}
        <input type="datetime-local" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} required className={field} />
      </label>
      {formats && (
        <label className="flex flex-col gap-1">
          {t("format")}
          <select value={format} onChange={(e) => setFormat(e.target.value)} className={field} aria-label={t("format")}>
            {formats.map((f) => (
              <option key={f} value={f}>
                {f === "beginner" ? t("formats.beginner") : t("formats.standard")}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1">{t("visibility")}</legend>
        <label className="flex min-h-10 items-center gap-2">
          <input type="radio" name="visibility" value="public" checked={visibility === "public"} onChange={() => setVisibility("public")} />
          {t("public")}
        </label>
        <label className="flex min-h-10 items-center gap-2">
          <input type="radio" name="visibility" value="unlisted" checked={visibility === "unlisted"} onChange={() => setVisibility("unlisted")} />
          {t("unlisted")}
        </label>
      </fieldset>
      <div>
        <button type="submit" disabled={busy || name.trim() === ""} className={primary}>
          {busy ? t("creating") : t("create")}
        </button>
      </div>
      <ActionMessage state={state} />
    </form>
  );
}
