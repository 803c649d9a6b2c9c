"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api } from "@/components/api/client";
import { useHydrated } from "@/components/ui/use-hydrated";

/** A card the form may move, at most `max` copies; `initial` prefilled (a match). */
export interface OfferOption {
  game: string;
  code: string;
  name: string;
  gameTitle: string;
  max: number;
  initial: number;
}

type Target = { kind: "new"; to: string } | { kind: "counter"; offerId: string };

/**
 * Proposing a trade: how many of each card I give and get. Sends POST /api/v1/trade/offers (or
 * …/:id/counter) once: the button is disabled until the page has hydrated, while sending, and
 * after the offer is made (the page then moves to the offer).
 */
export function OfferForm({ target, partner, give, get }: { target: Target; partner: string; give: OfferOption[]; get: OfferOption[] }) {
  const t = useTranslations("trade.form");
  const router = useRouter();
  const ready = useHydrated();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([
      ...give.map((o) => [`give/${o.game}/${o.code}`, String(o.initial)]),
      ...get.map((o) => [`get/${o.game}/${o.code}`, String(o.initial)]),
    ]),
  );
  const [state, setState] = useState<{ kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string }>({ kind: "idle" });
  const sending = useRef(false);

  function lines(side: "give" | "get", options: OfferOption[]) {
    return options.flatMap((o) => {
      const n = Number(values[`${side}/${o.game}/${o.code}`] ?? "0");
      return Number.isInteger(n) && n > 0 ? [{ game: o.game, code: o.code, count: n }] : [];
    });
  }

  function problem(): string | null {
    for (const [side, options] of [
      ["give", give],
      ["get", get],
    ] as const) {
      for (const o of options) {
        const raw = (values[`${side}/${o.game}/${o.code}`] ?? "").trim();
        const n = Number(raw);
        if (raw !== "" && (!/^\d+$/.test(raw) || n > o.max)) return t("badCount", { name: o.name, max: o.max });
      }
    }
    return lines("give", give).length + lines("get", get).length === 0 ? t("empty") : null;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const bad = problem();
    if (bad) {
      setState({ kind: "error", message: bad });
      return;
    }
    sending.current = true;
    setState({ kind: "sending" });
    const body = { give: lines("give", give), get: lines("get", get) };
    const result =
      target.kind === "new"
        ? await api<{ id: string }>("POST", "/api/v1/trade/offers", { to: target.to, ...body })
        : await api<{ id: string }>("POST", `/api/v1/trade/offers/${encodeURIComponent(target.offerId)}/counter`, body);
    if (!result.ok) {
      sending.current = false;
      setState({ kind: "error", message: result.error.message });
      return;
    }
    setState({ kind: "sent" });
    router.push(`/trade/offers/${encodeURIComponent(result.data.id)}`);
  }

  const side = (key: "give" | "get", options: OfferOption[]) => (
    <fieldset className="min-w-0 flex-1 space-y-2 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{key === "give" ? t("youGive", { partner }) : t("youGet", { partner })}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-stone-600">{key === "give" ? t("nothingToGive") : t("nothingToGet", { partner })}</p>
      ) : (
        <ul className="space-y-1">
          {options.map((o) => {
            const id = `${key}-${o.game}-${o.code}`;
            return (
              <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <label htmlFor={id} className="min-w-0 flex-1">
                  {o.name} <span className="text-xs text-stone-600">{t("upTo", { max: o.max, game: o.gameTitle })}</span>
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={o.max}
                  step={1}
                  value={values[`${key}/${o.game}/${o.code}`] ?? "0"}
                  onChange={(e) => setValues((v) => ({ ...v, [`${key}/${o.game}/${o.code}`]: e.target.value }))}
                  className="w-20 rounded border border-stone-400 px-2 py-1 text-right"
                />
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );

  const busy = state.kind === "sending" || state.kind === "sent";
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={target.kind === "new" ? t("label", { partner }) : t("counterLabel", { partner })}>
      <div className="flex flex-col gap-3 md:flex-row">
        {side("give", give)}
        {side("get", get)}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!ready || busy}
          className="min-h-10 rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-40"
        >
          {target.kind === "new" ? t("send") : t("sendCounter")}
        </button>
        <span role="status" aria-live="polite" className={`text-sm ${state.kind === "error" ? "text-red-700" : "text-stone-700"}`}>
          {state.kind === "sending" ? t("sending") : state.kind === "sent" ? t("sent") : state.kind === "error" ? state.message : ""}
        </span>
      </div>
    </form>
  );
}
