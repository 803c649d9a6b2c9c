"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api, type ApiError } from "@/components/builder/api";

/**
 * One request at a time from an event page's controls: `busy` disables every button while a
 * request is in flight, and a click that comes before the page re-renders is dropped (a ref, not
 * state), so nothing is sent twice however fast the clicks come. A success refreshes the page's
 * server data.
 */
export function useEventAction() {
  const router = useRouter();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<(ApiError & { details: string[] }) | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run<T>(method: "POST" | "PUT", url: string, body: unknown, doneText?: string): Promise<T | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const res = await api<T>(method, url, body);
      if (!res.ok) {
        const issues = Array.isArray(res.error.issues) ? (res.error.issues as { message?: string }[]) : [];
        setError({ ...res.error, details: issues.map((i) => i.message ?? "").filter(Boolean) });
        return null;
      }
      if (doneText) setDone(doneText);
      router.refresh();
      return res.data;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, error, done, run };
}

export function ActionMessage({ error, done }: { error: (ApiError & { details: string[] }) | null; done: string | null }) {
  if (error)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
        <p>{error.message}</p>
        {error.details.length > 0 && (
          <ul className="ml-5 list-disc">
            {error.details.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings may repeat a message
              <li key={i}>{d}</li>
            ))}
          </ul>
        )}
      </div>
    );
  if (done)
    return (
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
    );
  return null;
}

export const primary = "inline-flex min-h-10 items-center rounded bg-stone-900 px-3 py-1 font-medium text-white disabled:opacity-50";
export const secondary = "inline-flex min-h-10 items-center rounded border border-stone-500 bg-white px-3 py-1 font-medium disabled:opacity-50";
export const field = "min-h-10 rounded border border-stone-400 bg-white px-2";
