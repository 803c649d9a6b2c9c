"use client";

import { useCallback, useRef, useState } from "react";

/**
 * One request at a time for a page that saves what it shows: while a save, a load of the
 * current version or any other call runs, `busy` is true (buttons render `aria-disabled`, so
 * they keep the focus and Playwright waits on them) and any further call is dropped, even a
 * second click in the same frame, before React has rendered `busy`. The flag is a ref, so it
 * holds between the click and the render.
 */
export function useOneAtATime(): { busy: boolean; run: <T>(action: () => Promise<T>) => Promise<T | undefined> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
