"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";

/**
 * The header's links on a phone: behind a "Menu" button in a compact bar (the whole list took
 * five rows, a fifth of the screen); from 1024 px up (lg) they stand in the bar itself and the
 * button is gone. The menu closes on leaving the page and on Escape.
 */
export function MenuPanel({ children }: { children: ReactNode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new page
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded border border-stone-600 px-3 text-stone-100 lg:hidden"
      >
        <span aria-hidden="true">☰</span> {t("menu")}
      </button>
      <div
        id="site-menu"
        className={`${open ? "flex" : "hidden"} w-full flex-col gap-1 border-t border-stone-700 pt-2 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:gap-x-4 lg:border-0 lg:pt-0`}
      >
        {children}
      </div>
    </>
  );
}
