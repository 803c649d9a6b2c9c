"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { api } from "@/components/api/client";
import { COUNT_FIELDS, MAX_COUNT, type CountField, type Counts } from "@/lib/collection/count-fields";
import { deviceUser } from "@/components/offline/device-user";
import { onSyncOutcome } from "@/components/offline/sync-engine";
import { queueChange, removeQueued } from "@/lib/offline/device-store";
import { countsKey } from "@/lib/offline/sync-queue";

const SAVE_DELAY_MS = 400;

/** An error's words: a message key of the `counts` namespace and its values, or the server's own text. */
type Status =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved" }
  /** No network: kept on this device, sent on reconnecting (docs/offline.md). */
  | { kind: "onDevice" }
  | { kind: "error"; key: "signInAgain" | "notSaved" | "noConnection" | "badNumber" | "server"; values?: Record<string, string | number> };

function toText(c: Counts): Record<CountField, string> {
  return { owned: String(c.owned), wanted: String(c.wanted), forTrade: String(c.forTrade) };
}

/** Whole numbers 0–9999 only; the field at fault otherwise. */
function parse(values: Record<CountField, string>): { ok: true; counts: Counts } | { ok: false; field: CountField } {
  const counts = { ...values } as unknown as Counts;
  for (const f of COUNT_FIELDS) {
    const v = values[f].trim();
    if (!/^\d{1,4}$/.test(v) || Number(v) > MAX_COUNT) return { ok: false, field: f };
    counts[f] = Number(v);
  }
  return { ok: true, counts };
}

/**
 * The signed-in user's owned / wanted / for-trade counts of one card, edited in place and
 * saved on change (PUT /api/v1/collection) a moment after the last keystroke, or on leaving
 * the field. Saves never overlap: a change made while saving is sent right after. Without
 * network the counts wait on this device and are sent on reconnecting (docs/offline.md).
 */
export function CountsEditor({ game, code, name, initial }: { game: string; code: string; name: string; initial: Counts }) {
  const t = useTranslations("counts");
  const tSync = useTranslations("sync");
  const [values, setValues] = useState(() => toText(initial));
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const latest = useRef(values);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  /** The counts as the server last had them, as far as this page knows: every change is sent with them as `was` (CONTRACTS §5). */
  const base = useRef<Counts>(initial);

  // A change of this card queued offline, sent by the sync engine: it is now the server's (or it met a trade).
  useEffect(
    () =>
      onSyncOutcome(({ item, result }) => {
        if (item.kind !== "counts" || item.game !== game || item.code !== code) return;
        if (result.kind === "accepted") {
          base.current = item.counts;
          setStatus((s) => (s.kind === "onDevice" ? { kind: "saved" } : s));
        } else if (result.kind === "conflict" || result.kind === "refused") {
          setStatus({ kind: "error", key: "server", values: { message: result.reason.message } });
        }
      }),
    [game, code],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function save(): Promise<void> {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const parsed = parse(latest.current);
    if (!parsed.ok) return;
    inFlight.current = true;
    setStatus({ kind: "saving" });
    /** No answer: the counts wait on this device (when it keeps a player's data), else the old error. */
    const keepOnDevice = async (counts: Counts) => {
      const user = deviceUser();
      if (!user) return setStatus({ kind: "error", key: "noConnection" });
      try {
        await queueChange(user, {
          kind: "counts",
          key: countsKey(game, code),
          game,
          code,
          name,
          counts,
          was: base.current,
          queuedAt: Date.now(),
          state: "waiting",
        });
        setStatus({ kind: "onDevice" });
      } catch {
        setStatus({ kind: "error", key: "noConnection" });
      }
    };
    try {
      if (!navigator.onLine) {
        await keepOnDevice(parsed.counts);
        return;
      }
      const res = await api<unknown>("PUT", "/api/v1/collection", { items: [{ game, code, ...parsed.counts, was: base.current }] });
      if (res.status === 0) {
        await keepOnDevice(parsed.counts);
      } else if (res.ok) {
        base.current = parsed.counts;
        setStatus({ kind: "saved" });
        // Newer than any count of this card still waiting on the device: that one must not overwrite it later.
        const user = deviceUser();
        if (user) void removeQueued(user, countsKey(game, code)).catch(() => {});
      } else {
        const message = res.error.message;
        setStatus(
          res.status === 401
            ? { kind: "error", key: "signInAgain" }
            : message
              ? { kind: "error", key: "server", values: { message } }
              : { kind: "error", key: "notSaved", values: { status: res.status } },
        );
      }
    } catch {
      await keepOnDevice(parsed.counts);
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }

  function change(field: CountField, raw: string) {
    const next = { ...latest.current, [field]: raw };
    latest.current = next;
    setValues(next);
    const parsed = parse(next);
    if (timer.current) clearTimeout(timer.current);
    if (!parsed.ok) {
      setStatus({ kind: "error", key: "badNumber", values: { field: parsed.field, max: MAX_COUNT } });
      return;
    }
    setStatus({ kind: "pending" });
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }

  function step(field: CountField, by: number) {
    const n = Number(latest.current[field]);
    const base = Number.isInteger(n) ? n : 0;
    change(field, String(Math.min(MAX_COUNT, Math.max(0, base + by))));
  }

  return (
    <fieldset aria-label={t("group", { name })} className="inline-flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs" data-collection-editor={code}>
      {COUNT_FIELDS.map((field) => (
        <span key={field} className="inline-flex items-center gap-1">
          <label className="inline-flex items-center gap-1">
            <span className="text-stone-600">{t(`fields.${field}`)}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_COUNT}
              step={1}
              value={values[field]}
              aria-label={t(`fields.${field}`)}
              onChange={(e) => change(field, e.target.value)}
              onBlur={() => {
                if (timer.current) void save();
              }}
              className="min-h-6 w-14 rounded border border-stone-400 px-1 py-0.5 text-right"
            />
          </label>
          {field === "owned" && (
            <>
              <button
                type="button"
                aria-label={t("fewer", { name })}
                onClick={() => step(field, -1)}
                className="min-h-8 min-w-8 rounded border border-stone-400 px-1.5 leading-5"
              >
                −
              </button>
              <button
                type="button"
                aria-label={t("more", { name })}
                onClick={() => step(field, 1)}
                className="min-h-8 min-w-8 rounded border border-stone-400 px-1.5 leading-5"
              >
                +
              </button>
            </>
          )}
        </span>
      ))}
      <span aria-live="polite" className={`min-w-12 ${status.kind === "error" ? "text-red-700" : "text-stone-600"}`}>
        {status.kind === "saving" || status.kind === "pending"
          ? t("saving")
          : status.kind === "saved"
            ? t("saved")
            : status.kind === "onDevice"
              ? tSync("savedOnDevice")
              : status.kind === "error"
                ? t(`errors.${status.key}`, status.values)
                : ""}
      </span>
    </fieldset>
  );
}
