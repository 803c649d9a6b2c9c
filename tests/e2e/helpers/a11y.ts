import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { type ConsoleMessage, expect, type Page } from "@playwright/test";

/** Shared e2e checks for accessibility: axe's serious and critical findings, page width, script weight. */

/**
 * axe as these tests run it: every rule it has (WCAG 2.2 AA and best practices), in the page
 * itself (legacy mode: no page of its own to merge frames' results in; no page here has a frame),
 * keeping only the violations (`resultTypes`: axe then names one node of each passing rule, not
 * every one, which was most of its time on a page of a thousand nodes). The same rules, the same
 * findings.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/** axe on the whole page: its serious and critical findings, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axe(page).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * After `page.setViewportSize`: waits until the page has the new width and two frames have
 * been drawn at it (resize handlers, ResizeObserver callbacks and the re-render they cause done).
 */
export async function laidOut(page: Page, width: number): Promise<void> {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** How much wider than the window the document is (0 when it fits). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** The innermost elements that reach past the window's right edge (outside any scroll box), to name in a finding. */
export async function widest(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inScrollBox = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const over = [...document.body.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !inScrollBox(el));
    return over
      .filter((el) => !over.some((o) => o !== el && el.contains(o)))
      .slice(0, 4)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
  });
}

/**
 * Opens a page and waits until it has settled: no requests for a while, the rules check (if any)
 * done. Fails when a client component logged a next-intl MISSING_MESSAGE error meanwhile (its
 * namespace is not passed to the browser for that page: i18n/client-namespaces.ts).
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  const missing: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === "error" && m.text().includes("MISSING_MESSAGE")) missing.push(m.text().split("\n")[0]);
  };
  page.on("console", onConsole);
  try {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    await page.waitForLoadState("networkidle");
    const badge = page.getByTestId("legal-badge");
    if ((await badge.count()) > 0) await expect(badge.first()).toHaveAttribute("aria-busy", "false");
  } finally {
    page.off("console", onConsole);
  }
  expect(
    missing,
    `${path}: a client component read a message namespace its page does not pass to the browser: add the namespace to the list of the page's area (app/<area>/) in i18n/client-namespaces.ts`,
  ).toEqual([]);
}

/** The scripts the page loaded (after it settled): each one's gzipped size in bytes, summed. */
export async function gzippedScriptBytes(page: Page): Promise<{ total: number; count: number }> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((u) => new URL(u).pathname.endsWith(".js")),
  );
  let total = 0;
  for (const url of new Set(urls)) {
    const res = await page.request.get(url);
    total += gzipSync(await res.body()).length;
  }
  return { total, count: new Set(urls).size };
}
