"use client";

import { useRouter } from "next/navigation";
import { api } from "@/components/api/client";
import { buttonStyles } from "@/components/ui/button";
import { StatusLine } from "@/components/ui/status-line";
import { type RequestState, useRequest } from "@/components/ui/use-request";

/**
 * One request at a time from an event page's controls: `busy` disables every button while a
 * request is in flight, and a click that comes before the page re-renders is dropped (a ref, not
 * state), so nothing is sent twice however fast the clicks come. A success refreshes the page's
 * server data.
 */
export function useEventAction() {
  const router = useRouter();
  const { state, busy, run: request } = useRequest();

  /** `leaves`: a success opens another page (useRequest's option). */
  async function run<T>(method: "POST" | "PUT" | "DELETE", url: string, body: unknown, doneText?: string, leaves = false): Promise<T | null> {
    const data = await request(() => api<T>(method, url, body), { done: () => doneText ?? null, leaves });
    if (data !== null) router.refresh();
    return data;
  }

  return { busy, state, run };
}

/** What the last action said (the shared StatusLine: busy and done as a status, a refusal as an alert with its findings). */
export function ActionMessage({ state }: { state: RequestState }) {
  if (state.kind === "error") return <StatusLine state={state} className="rounded border border-red-300 bg-red-50 p-2 text-red-900" />;
  if (state.kind === "done" && state.text) return <StatusLine state={state} className="text-green-800" />;
  return null;
}

export const primary = buttonStyles.primary;
export const secondary = buttonStyles.secondary;
export const field = "min-h-10 rounded border border-stone-400 bg-white px-2";
