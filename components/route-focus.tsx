"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef } from "react";

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
  useLayoutEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const settle = () => {
      // The main content holds the focus only until the page's heading is there.
      const main = document.getElementById("main");
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== main) return;
      const target = document.querySelector<HTMLElement>("main h1") ?? (active === main ? null : main);
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    // At once, in the same commit as the new page (before anything else can see the focus lost) …
    settle();
    // … and again for a while, for content that arrives after its address.
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 60) clearInterval(timer);
      settle();
    }, 50);
    return () => clearInterval(timer);
  }, [pathname]);
  return null;
}
