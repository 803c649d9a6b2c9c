"use client";

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";

interface ShownVersion {
  /** The newest version of the set this page has shown: what a save or a restore is sent on. */
  version: number;
  /** Read at the moment of sending (a ref): never a render behind. */
  current(): number;
  /** A save or a restore answered: the page now shows this version. */
  saw(version: number): void;
}

const Shown = createContext<ShownVersion | null>(null);

/**
 * The one version of a set that its page shows, shared by the editor and the history: a card
 * saved in the editor and a restore clicked at once in the history go out on the same version,
 * before the page's server data has been refreshed. A newer version from the server (a refresh) wins.
 */
export function ShownSetVersion({ initial, children }: { initial: number; children: ReactNode }) {
  const ref = useRef(initial);
  const [version, setVersion] = useState(initial);
  const saw = (next: number) => {
    if (next <= ref.current) return;
    ref.current = next;
    setVersion(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: saw only writes the ref and the state
  useEffect(() => saw(initial), [initial]);
  return <Shown.Provider value={{ version, current: () => ref.current, saw }}>{children}</Shown.Provider>;
}

export function useShownSetVersion(): ShownVersion {
  const shown = useContext(Shown);
  if (!shown) throw new Error("useShownSetVersion outside ShownSetVersion");
  return shown;
}
