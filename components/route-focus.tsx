"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation that left the focus on nothing (the link that had it is gone),
 * the focus goes to the new page's h1, or else its main content: keyboard and screen-reader
 * users start where the page starts, not at the top of the document. Not on the first load; for
 * three seconds after the change, whenever the focus is on nothing.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of page
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    // The new page's content may commit a little after its address: look again for a while.
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 30) clearInterval(timer);
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }, 100);
    return () => clearInterval(timer);
  }, [pathname]);
  return null;
}
