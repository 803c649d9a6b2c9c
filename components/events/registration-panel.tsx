"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionMessage, field, primary, secondary, useEventAction } from "./use-action";

interface Props {
  eventId: string;
  open: boolean;
  decks: { id: string; name: string; legal: boolean }[];
  registered: { deckName: string; dropped: boolean } | null;
  canDrop: boolean;
}

/** A player's registration: pick one of my saved decks of the event's game, register (again), or drop. */
export function RegistrationPanel({ eventId, open, decks, registered, canDrop }: Props) {
  const t = useTranslations("events.register");
  const { busy, state, run } = useEventAction();
  const [deckId, setDeckId] = useState(decks[0]?.id ?? "");
  const base = `/api/v1/events/${encodeURIComponent(eventId)}`;

  return (
    <section aria-labelledby="register-title" className="space-y-2 rounded border border-stone-300 bg-stone-50 p-3 text-sm">
      <h2 id="register-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {registered && <p>{registered.dropped ? t("dropped", { deck: registered.deckName }) : t("registered", { deck: registered.deckName })}</p>}
      {open &&
        (decks.length === 0 ? (
          <p>{t("noDecks")}</p>
        ) : (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void run("POST", `${base}/registrations`, { deckId }, t("done"));
            }}
          >
            <label className="flex flex-col gap-1">
              {t("deck")}
              <select value={deckId} onChange={(e) => setDeckId(e.target.value)} className={field} aria-label={t("deck")}>
                {decks.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.legal ? d.name : t("deckNotLegal", { name: d.name })}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || deckId === ""} className={primary}>
              {busy ? t("sending") : registered ? t("replace") : t("submit")}
            </button>
          </form>
        ))}
      {!open && !registered && <p>{t("closed")}</p>}
      {canDrop && registered && !registered.dropped && (
        <button type="button" disabled={busy} className={secondary} onClick={() => void run("POST", `${base}/drop`, {}, t("droppedDone"))}>
          {t("drop")}
        </button>
      )}
      <ActionMessage state={state} />
    </section>
  );
}
