import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// Keyboard only, as a player without a mouse: a legal Dark Eden deck built from the search,
// saved with Ctrl+S, then goldfished (Turf grid by the arrow keys); after every key the focus
// is on something, never on the page's <body>.

/** Twelve general establishments, 5 of each, under Kommendant Leitheusser: 60 cards ("DESIGNING A DECK"). */
const ESTABLISHMENTS = [
  "Arable Land",
  "Bazaar",
  "Deep Mine",
  "Fertile Grounds",
  "Grove",
  "Methane Pump",
  "Mineral Deposit",
  "Oil Field",
  "Ore Deposit",
  "Trading Post",
  "Crescentia Embassy",
  "Dark Legion Citadel",
];

/** What has the focus: a short description, "BODY" when nothing does. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "BODY";
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`;
  });
}

/** Presses a key and checks that the focus did not fall to <body>. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  expect(await focused(page), `focus after ${key}`).not.toBe("BODY");
}

/**
 * Tabs (or Shift+Tabs) until the locator has the focus, at most `max` presses, never through
 * <body>. The target is found once (finding it by its role and name means computing every
 * button's name) and found again only when the page has replaced it; after each key one look
 * at the page answers both questions: is the focus on <body>, is it on the target.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  const key = back ? "Shift+Tab" : "Tab";
  let element = await target.elementHandle();
  for (let i = 0; i <= max; i++) {
    const focus = await page.evaluate(
      (el) => ({ onBody: !document.activeElement || document.activeElement === document.body, gone: !el?.isConnected, there: el === document.activeElement }),
      element,
    );
    if (i > 0) expect(focus.onBody ? "BODY" : "an element", `focus after ${key}`).not.toBe("BODY");
    if (focus.there) return;
    if (focus.gone) {
      element = await target.elementHandle();
      if (await element.evaluate((el) => el === document.activeElement)) return;
    }
    if (i === max) break;
    await page.keyboard.press(key);
  }
  throw new Error(`${await target.toString()} not reached in ${max} presses; focus on ${await focused(page)}`);
}

const results = (page: Page) => page.getByRole("list", { name: "Search results" });

/** Waits until the results list shows this search's answer (it first shows all cards, and a row there is replaced when the answer comes). */
async function answered(page: Page, query: string) {
  await expect(results(page)).toHaveAttribute("data-query", query);
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
}

test("keyboard only: build a legal Dark Eden deck, save it with Ctrl+S and play a goldfish turn, the focus never on <body>", async ({ page }) => {
  test.setTimeout(240_000);
  const username = uniqueUsername("keys");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  await page.goto("/decks/new?game=dark-eden");
  await page.waitForLoadState("networkidle");

  // The skip link is the first Tab stop; it leads to the main content.
  await press(page, "Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await press(page, "Enter");

  await tabTo(page, page.locator("#deck-name"));
  await page.keyboard.type("Keyboard walls");

  const query = page.getByLabel("Card name (any language)");
  await tabTo(page, query);
  await page.keyboard.type("Kommendant Leitheusser");
  await press(page, "Enter");
  await answered(page, "Kommendant Leitheusser");
  const setCommander = results(page).getByRole("button", { name: "Set as commander: Kommendant Leitheusser" });
  await expect(setCommander).toBeVisible();
  await tabTo(page, setCommander);
  await press(page, "Enter");
  await expect(page.getByLabel("Commander", { exact: true })).toHaveValue(/Kommendant|\[/);

  for (const [i, name] of ESTABLISHMENTS.entries()) {
    await tabTo(page, query, { back: true });
    await press(page, "ControlOrMeta+a");
    await page.keyboard.type(name);
    await press(page, "Enter");
    await answered(page, name);
    const add = results(page).getByRole("button", { name: `Add ${name}`, exact: true });
    await expect(add).toBeVisible();
    await tabTo(page, add);
    for (let n = 0; n < 5; n++) await press(page, "Enter");
    await expect(page.getByTestId("deck-counter")).toHaveText(`${(i + 1) * 5} / 60 cards`);
    await expect(add).toBeFocused();
  }
  await expect(page.getByTestId("legal-badge")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("legal-badge")).toHaveText("Legal");

  // Save without walking back to the button: Ctrl+S (shown beside it). The focus stays, the search too, and the status says so.
  await expect(page.getByText("Ctrl+S")).toBeVisible();
  await press(page, "ControlOrMeta+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved as version 1." })).toBeVisible();
  await expect(page).toHaveURL(/\/decks\/(?!new)[^/?]+$/);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
  await expect(query).toHaveValue(ESTABLISHMENTS.at(-1)!);
  expect(await focused(page)).not.toBe("BODY");

  // To the goldfish: the new page's heading takes the focus.
  const goldfish = page.getByRole("link", { name: "Goldfish", exact: true });
  await tabTo(page, goldfish);
  await press(page, "Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Goldfish: Keyboard walls" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => focused(page)).toBe("h1 Goldfish: Keyboard walls");

  // SETTING UP, then turn 1.
  await tabTo(page, page.getByRole("button", { name: "Start turn 1" }));
  await press(page, "Enter");
  await expect(page.getByRole("button", { name: "Next turn" })).toBeFocused();

  // BUILD ESTABLISHMENT: select the hand's first card, reach the Turf grid, move with the arrow keys, build.
  const firstSelect = page
    .getByRole("list", { name: "Hand cards" })
    .getByRole("button", { name: /^Select / })
    .first();
  await tabTo(page, firstSelect);
  await press(page, "Enter");
  await expect(firstSelect).toHaveAttribute("aria-pressed", "true");
  const grid = page.getByRole("grid", { name: "Turf grid" });
  const gridHasFocus = () => grid.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < 40 && !(await gridHasFocus()); i++) await press(page, "Tab");
  expect(await gridHasFocus()).toBe(true);
  // The grid is one Tab stop (the first place the card can go); the arrow keys, Home, End, Ctrl+Home and Ctrl+End walk it.
  const cells = grid.locator("td");
  await press(page, "Control+Home");
  await expect(cells.first()).toBeFocused();
  await press(page, "ArrowRight");
  await expect(cells.nth(1)).toBeFocused();
  await press(page, "ArrowDown");
  await press(page, "ArrowLeft");
  await press(page, "ArrowUp");
  await expect(cells.first()).toBeFocused();
  await press(page, "End");
  await expect(cells.first()).not.toBeFocused();
  await press(page, "Home");
  await expect(cells.first()).toBeFocused();
  await press(page, "Control+End");
  await expect(cells.last()).toBeFocused();
  await press(page, "Control+Home");
  await expect(cells.first()).toBeFocused();
  // Back to a buildable place by the arrow keys, then into its button with Enter, and build.
  const buildButtons = grid.getByRole("button", { name: /^Build at / });
  const target = await buildButtons.first().evaluate((b) => {
    const td = b.closest("td")!;
    return { x: Number(td.dataset.x), y: Number(td.dataset.y) };
  });
  const corner = await grid
    .locator("td")
    .first()
    .evaluate((td) => ({ x: Number(td.dataset.x), y: Number(td.dataset.y) }));
  for (let i = corner.x; i < target.x; i++) await press(page, "ArrowRight");
  for (let i = corner.y; i < target.y; i++) await press(page, "ArrowDown");
  await press(page, "Enter");
  await expect(buildButtons.first()).toBeFocused();
  // Every change of the page's elements, as it lands, must find the focus on an element: a check
  // after the key alone would pass or fail by when it ran (a render that took away the focused
  // Build button a commit before the one that moves the focus on).
  await page.evaluate(() => {
    const w = window as unknown as { focusLost: string[] };
    w.focusLost = [];
    new MutationObserver(() => {
      const el = document.activeElement;
      if (!el || el === document.body || !el.isConnected) w.focusLost.push(`after a change of the page, focus on ${el?.tagName ?? "nothing"}`);
    }).observe(document.querySelector("main")!, { subtree: true, childList: true });
  });
  await press(page, "Enter");
  await expect(grid.locator(`td[data-x="${target.x}"][data-y="${target.y}"]`)).toHaveAttribute("data-card", /.+/);
  await expect(page.getByRole("list", { name: "Hand cards" }).locator("li[data-card]")).toHaveCount(6);
  expect(await focused(page)).not.toBe("BODY");
  expect(await page.evaluate(() => (window as unknown as { focusLost: string[] }).focusLost)).toEqual([]);

  // The next turn, and Undo: each keeps the focus on the page.
  await tabTo(page, page.getByRole("button", { name: "Next turn" }), { back: true });
  await press(page, "Enter");
  await expect(page.getByText("Turn 2, draw step")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Undo" }), { back: true });
  await press(page, "Enter");
  await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
});

/**
 * Keyboard only, in the other games' builders: a card added from the search (Enter on its +),
 * a count changed on the list's − or +, the list saved with Ctrl+S; the focus never on <body>.
 */
for (const { game, noun, name, cards, fewer, counter } of [
  // An EDEN warband: two combatants from the search, one taken off again on the list ("3. Formar la banda": one copy of each).
  { game: "eden-skirmish", noun: "a warband", name: "Keyboard band", cards: ["Sabaka", "Ngwane"], fewer: "Ngwane", counter: "50 / 100 points" },
  // A Gardener of Thoughts era deck: a support card twice from the search, once again less on the list.
  {
    game: "got-cgs",
    noun: "an era deck",
    name: "Keyboard era",
    cards: ["Time Travel", "Time Travel"],
    fewer: "Time Travel",
    counter: "1 card in the era deck",
  },
]) {
  test(`keyboard only: ${noun} from the search, a count changed on the list, saved with Ctrl+S`, async ({ page }) => {
    const username = uniqueUsername("keys");
    await registerThroughApi(page.request, username);
    await signInThroughApi(page.request, username);
    await page.goto(`/decks/new?game=${game}`);
    await page.waitForLoadState("networkidle");
    await press(page, "Tab");
    await press(page, "Enter");
    await tabTo(page, page.locator("#deck-name"));
    await page.keyboard.type(name);

    const query = page.getByLabel("Card name (any language)");
    for (const [i, card] of cards.entries()) {
      await tabTo(page, query, { back: i > 0 });
      await press(page, "ControlOrMeta+a");
      await page.keyboard.type(card);
      await press(page, "Enter");
      await answered(page, card);
      const add = results(page).getByRole("button", { name: `Add ${card}`, exact: true });
      await expect(add).toBeVisible();
      await tabTo(page, add);
      await press(page, "Enter");
      await expect(add).toBeFocused();
    }
    // The card's own row (its name's link): a rules message on another row may name the card too.
    const line = page.locator("#builder-list li[data-card]").filter({ has: page.getByRole("link", { name: fewer, exact: true }) });
    await expect(line).toContainText(cards.filter((c) => c === fewer).length === 2 ? "2×" : "1×");
    await tabTo(page, line.getByRole("button", { name: `Remove one ${fewer}` }));
    await press(page, "Enter");
    await expect(page.getByTestId("deck-counter")).toHaveText(counter);

    await press(page, "ControlOrMeta+s");
    await expect(page.getByRole("status").filter({ hasText: "Saved as version 1." })).toBeVisible();
    await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
    expect(await focused(page)).not.toBe("BODY");
  });
}
