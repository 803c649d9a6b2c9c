"use client";

import { createContext, type ReactNode, useContext, useRef, useState } from "react";

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
 * before the page's server data has been refreshed. A newer version that the page's data brings
 * from elsewhere (a refresh after someone else saved) is not taken in silently: the next save
 * goes out on the version shown and meets the conflict view.
 */
export function ShownSetVersion({ initial, children }: { initial: number; children: ReactNode }) {
  const ref = useRef(initial);
  const [version, setVersion] = useState(initial);
  const saw = (next: number) => {
    if (next <= ref.current) return;
    ref.current = next;
    setVersion(next);
  };
  return <Shown.Provider value={{ version, current: () => ref.current, saw }}>{children}</Shown.Provider>;
}

export function useShownSetVersion(): ShownVersion {
  const shown = useContext(Shown);
  if (!shown) throw new Error("useShownSetVersion outside ShownSetVersion");
  return shown;
}
