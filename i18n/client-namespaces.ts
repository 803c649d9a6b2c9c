/**
 * Which message namespaces reach the browser, per area of the site (docs/i18n.md, "Client
 * messages"). The root layout passes only `shell` (the header's client components); each area
 * `app/<area>/layout.tsx` wraps its pages in `<ClientMessages area="<area>">`
 * (components/i18n/client-messages.tsx), which passes `shell` plus the area's list.
 *
 * A client component that reads a namespace must be under a provider that passes it: when a
 * client component (a "use client" module, or a module one imports) calls
 * `useTranslations("<namespace>")` or `useMessages().<namespace>`, add "<namespace>" to the list
 * of every area whose pages render it. tests/unit/architecture/client-namespaces.test.ts
 * follows the imports from each page and says what to add where; the browser page survey
 * (tests/e2e/a11y-pages.spec.ts) fails on any MISSING_MESSAGE error in the console.
 * A page outside any area here gets `shell` only; an area with an empty list renders no
 * provider of its own (the card and catalog pages, the pages served most).
 */
export const CLIENT_NAMESPACES = {
  /** The header on every page: navigation, language menu, sign-out button, the offline state and what waits to sync (docs/offline.md). */
  shell: ["nav", "offline", "sync"],
  account: ["account"],
  admin: ["moderation"],
  cards: ["counts"],
  collection: ["collectionImport", "counts", "proxyDownload"],
  decks: [
    "a11y",
    "cardFields",
    "catalog",
    "catalogChanges",
    "bfeGoldfish",
    "builder",
    "builderBfe",
    "builderGot",
    "deGoldfish",
    "deckHistory",
    "deckMaps",
    "edenGoldfish",
    "filters",
    "goldfish",
    "goldfishLog",
    "gotGoldfish",
    "listProblems",
    "proxyDownload",
    "wantedList",
    "faces",
    "moderation",
  ],
  events: ["events", "moderation"],
  login: ["auth"],
  maps: ["maps", "moderation"],
  register: ["auth"],
  sets: ["builder", "designer", "designer-bfe", "designer-got", "gotAttributes", "proxy", "proxyLabels", "setFields", "setProblems", "sets", "moderation"],
  trade: ["trade", "moderation"],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = Exclude<keyof typeof CLIENT_NAMESPACES, "shell">;

/** The namespaces a provider for `area` passes: the shell's and the area's own. */
export function namespacesFor(area: ClientArea | "shell"): readonly string[] {
  return area === "shell" ? CLIENT_NAMESPACES.shell : [...CLIENT_NAMESPACES.shell, ...CLIENT_NAMESPACES[area]];
}

type Messages = Record<string, unknown>;
const picked = new WeakMap<Messages, Map<string, Messages>>();

/**
 * Only `namespaces` of `messages`. Remembered per messages object (one per locale in
 * production, i18n/messages.ts) and area, so a page does not copy them again.
 */
export function pickNamespaces(messages: Messages, area: ClientArea | "shell"): Messages {
  let byArea = picked.get(messages);
  if (!byArea) {
    byArea = new Map();
    picked.set(messages, byArea);
  }
  let result = byArea.get(area);
  if (!result) {
    result = {};
    for (const ns of namespacesFor(area)) if (ns in messages) result[ns] = messages[ns];
    byArea.set(area, result);
  }
  return result;
}
