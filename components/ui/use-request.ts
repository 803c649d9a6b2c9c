"use client";

import { useCallback, useRef, useState } from "react";
import type { ApiError, ApiResult } from "@/components/api/client";
import { useOneAtATime } from "./use-one-at-a-time";

/** What a control's last request said: nothing yet, under way, done (with its words), or refused (the server's words and findings). */
export type RequestState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; text: string | null }
  | { kind: "error"; text: string; code: string; details: string[] };

export interface RequestOptions<T> {
  /** The words once done (null: nothing to say). */
  done?: (data: T) => string | null;
  /** The words for a refusal; by default the server's message (or the API client's for no answer). */
  refused?: (status: number, error: ApiError) => string;
  /**
   * A success leaves the page (a new set, event or copy opens): from then on the control stays
   * busy and takes no further call, so a click between the answer and the next page makes nothing twice.
   */
  leaves?: boolean;
}

/**
 * One request at a time from a control (send and show busy / done / error): while one is under
 * way `busy` is true and any further call is dropped, even a second click in the same frame
 * (useOneAtATime's guard). The refusal keeps the server's message and its findings' messages.
 */
export function useRequest() {
  const { run: oneAtATime } = useOneAtATime();
  const [state, setState] = useState<RequestState>({ kind: "idle" });
  // Set inside the guarded call, before its guard is released: no click comes between the two.
  const left = useRef(false);

  const run = useCallback(
    async <T>(send: () => Promise<ApiResult<T>>, options: RequestOptions<T> = {}): Promise<T | null> => {
      if (left.current) return null;
      const answered = await oneAtATime(async () => {
        setState({ kind: "busy" });
        const res = await send();
        if (!res.ok) {
          const issues = Array.isArray(res.error.issues) ? (res.error.issues as { message?: string }[]) : [];
          setState({
            kind: "error",
            text: options.refused?.(res.status, res.error) ?? res.error.message,
            code: res.error.code,
            details: issues.map((i) => i.message ?? "").filter(Boolean),
          });
          return null;
        }
        if (options.leaves) left.current = true;
        setState({ kind: "done", text: options.done?.(res.data) ?? null });
        return { data: res.data };
      });
      return answered ? answered.data : null;
    },
    [oneAtATime],
  );

  const reset = useCallback(() => setState({ kind: "idle" }), []);
  return { state, busy: state.kind === "busy" || left.current, run, reset };
}
