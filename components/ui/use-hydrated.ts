"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the page hydrates (and on the server), true from the render after: what depends on
 * the browser alone (the address's query, the network) waits for it, so the first render matches
 * the HTML, kept offline or not (no hydration mismatch, React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
