"use client";

import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { OFFLINE_PROBLEM } from "@/lib/offline/check-waits";
import type { DraftCheck, DraftInput, ListProblem } from "@/lib/decks/builder";

/** The rules check on the device (its own chunk: the builder loads it only to use it offline). */
const loadDeviceCheck = () => Promise.all([import("@/lib/offline/catalog-store"), import("@/lib/offline/offline-check")]);

async function deviceCheck(input: DraftInput): Promise<DraftCheck | null> {
  const [{ offlineCatalog }, { checkOnDevice }] = await loadDeviceCheck();
  const catalog = await offlineCatalog(input.game);
  return catalog && checkOnDevice(input, catalog);
}

/**
 * The builder's rules check wherever the player is (docs/offline.md): the server's when it
 * answers; without network the same rules code on this device, over the game's cards kept
 * here; without those cards a problem saying the check waits for the network.
 * `lastInput` is what was checked last.
 */
export function useCheckAnywhere(check: (input: DraftInput) => Promise<DraftCheck>): {
  checkHere: (input: DraftInput) => Promise<DraftCheck>;
  lastInput: RefObject<DraftInput | null>;
} {
  const tSync = useTranslations("sync");
  const lastInput = useRef<DraftInput | null>(null);
  const checkHere = useCallback(
    async (input: DraftInput): Promise<DraftCheck> => {
      lastInput.current = input;
      if (navigator.onLine) {
        try {
          return await check(input);
        } catch {
          // no answer: checked on the device below
        }
      }
      const onDevice = await deviceCheck(input).catch(() => null);
      return onDevice ?? { ok: false, problems: [{ code: OFFLINE_PROBLEM, message: tSync("checkWaits"), suggestions: [] }] };
    },
    [check, tSync],
  );
  // The device check's code is loaded a moment after the page, while the network is there.
  useEffect(() => {
    const timer = setTimeout(() => void loadDeviceCheck().catch(() => {}), 2000);
    return () => clearTimeout(timer);
  }, []);
  return { checkHere, lastInput };
}

/**
 * What the check's problems mean for saving: every problem blocks a save but "the check waits
 * for the network" on card lines (those are the builder's own). Back online, the check that
 * waited runs again.
 */
export function useNetworkWait(
  problems: readonly ListProblem[],
  lastInput: RefObject<DraftInput | null>,
  schedule: (input: DraftInput) => void,
): { waitsForNetwork: boolean; blocking: ListProblem[] } {
  const waitsForNetwork = problems.some((p) => p.code === OFFLINE_PROBLEM);
  const blocking = problems.filter((p) => p.code !== OFFLINE_PROBLEM || (lastInput.current !== null && "text" in lastInput.current));
  useEffect(() => {
    if (!waitsForNetwork) return;
    const again = () => {
      if (lastInput.current) schedule(lastInput.current);
    };
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [waitsForNetwork, schedule, lastInput]);
  return { waitsForNetwork, blocking };
}
