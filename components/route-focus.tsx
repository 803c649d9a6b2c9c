"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef } from "react";

/**
 * After a client-side navigation that left the focus on nothing (the link that had it is gone),
 * the focus goes to the new page's h1, or else its main content: keyboard and screen-reader
 * users start where the page starts, not at the top of the document. Not on the first load; for
 * up to three seconds after the change, whenever the focus is on nothing, and only until the
 * heading has the focus or the player pressed a key or touched the page: after that a focus lost
 * is the page's own business (e.g. the goldfish moves it to where play goes on).
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
      if (++tries > 60) stop();
      settle();
    }, 50);
    const main = document.getElementById("main");
    const onFocusIn = (e: FocusEvent) => {
      if (e.target !== main) stop();
    };
    function stop() {
      clearInterval(timer);
      document.removeEventListener("focusin", onFocusIn, true);
      document.removeEventListener("keydown", stop, true);
      document.removeEventListener("pointerdown", stop, true);
    }
    document.addEventListener("focusin", onFocusIn, true);
    document.addEventListener("keydown", stop, true);
    document.addEventListener("pointerdown", stop, true);
    // The focus already on something of the page's (the heading, or where the page put it): done.
    if (document.activeElement !== null && document.activeElement !== document.body && document.activeElement !== main) stop();
    return stop;
  }, [pathname]);
  return null;
}
