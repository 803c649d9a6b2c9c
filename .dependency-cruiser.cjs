// The boundaries of docs/development.md, checked by dependency-cruiser in `npm test` (its own
// stage, scripts/test.mjs): `npx depcruise app components lib cli i18n proxy.ts` with this file
// follows what runs (type imports are erased, so they are not followed), and
// `.dependency-cruiser-cycles.cjs` looks for cycles with type imports counted.
// `--output-type err-long` prints each rule's reason beside its findings.
const { readdirSync, readFileSync, statSync } = require("node:fs");
const path = require("node:path");

/** Feature folders of lib/ (each: its database access, its zod input, its pure modules). */
const FEATURES = ["accounts", "catalog", "collection", "decks", "events", "goldfish", "maps", "offline", "proxies", "quotas", "sets", "trade"];
const FEATURE = `^lib/(${FEATURES.join("|")})/`;

/** Files that start with `directive` ("use client": they and all they import run in the browser; "use server": server actions). */
function filesSaying(directive, dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) return [];
    if (statSync(file).isDirectory()) return filesSaying(directive, file);
    if (!/\.tsx?$/.test(name)) return [];
    const head = new RegExp(`^\\s*(//[^\\n]*\\n\\s*|/\\*[\\s\\S]*?\\*/\\s*)*["']${directive}["']`);
    return head.test(readFileSync(file, "utf8")) ? [file.split(path.sep).join("/")] : [];
  });
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (files) => `^(${files.map(escapeRegExp).join("|")})$`;
const CLIENT = anyOf(["app", "components", "lib"].flatMap((d) => filesSaying("use client", d)));
/** Server actions: a client file may import them (Next sends a reference, not the code), so the cruise stops there. */
const SERVER_ACTIONS = anyOf(["app", "components", "lib"].flatMap((d) => filesSaying("use server", d)));

/**
 * Server components that still live in components/ (async components that read the database
 * for a page). The reshaping of the pages moves them beside their pages under app/; until
 * then they are the only files of components/ allowed to reach server code.
 */
const SERVER_COMPONENTS = [
  "components/session-nav.tsx",
  "components/trade/card-binders.tsx",
  "components/trade/trade-nav-link.tsx",
  "components/catalog-changes/decks-nav-link.tsx",
  "components/maps/map-decks.tsx",
  "components/maps/deck-maps.tsx",
];

const rules = [
  {
    name: "client-never-reaches-server",
    severity: "error",
    comment:
      'A "use client" file, and everything it imports, runs in the browser: it never reaches a server module (one that starts with `import "server-only"`). Type imports are erased and do not count.',
    from: { path: CLIENT },
    to: { path: "^node_modules/server-only/", reachable: true },
  },
  {
    name: "components-never-import-server",
    severity: "error",
    comment: "components/ holds the pages' parts; what reads the database is called by a page or a route handler under app/.",
    from: { path: "^components/", pathNot: anyOf(SERVER_COMPONENTS) },
    to: { path: "^node_modules/server-only/", reachable: true },
  },
  {
    name: "rules-are-pure",
    severity: "error",
    comment:
      "lib/games (the rules) and lib/engine (deck lists, odds, randomness, the goldfish core) import nothing of the app, a feature, the database or HTTP: they run the same in the browser, the server and the CLI.",
    from: { path: "^lib/(games|engine)/" },
    to: { path: "^(app|components|cli|i18n)/|^lib/(?!games/|engine/)" },
  },
  {
    name: "engine-below-games",
    severity: "error",
    comment: "lib/engine is game-independent: it never imports a game.",
    from: { path: "^lib/engine/" },
    to: { path: "^lib/games/" },
  },
  {
    name: "shared-layers-below-features",
    severity: "error",
    comment:
      "lib/db, lib/http, lib/errors and lib/documents (the versioned-document model decks, sets and maps share) sit below the features and never import one (nor the app); features may import them.",
    from: { path: "^lib/(db|http|errors|documents)/" },
    to: { path: `${FEATURE}|^(app|components|cli)/` },
  },
  {
    name: "auth-below-features",
    severity: "error",
    comment: "lib/auth (sessions, cookies, sign-in) reads accounts through lib/accounts and imports no other feature.",
    from: { path: "^lib/auth/" },
    to: { path: `${FEATURE}|^(app|components|cli)/`, pathNot: "^lib/accounts/" },
  },
  {
    name: "lib-below-app",
    severity: "error",
    comment: "lib/ never imports a page, a route handler, a component or the CLI.",
    from: { path: "^lib/" },
    to: { path: "^(app|components|cli)/" },
  },
  {
    name: "service-worker-stands-alone",
    severity: "error",
    comment:
      "The service worker compiles on its own (tsconfig.worker.json, the webworker library): it imports only lib/offline's plain modules it is made of, and the viewer header's name (lib/http/viewer-header-name.ts, constants only).",
    from: { path: "^lib/offline/service-worker\\.ts$" },
    to: { pathNot: "^lib/(offline/(cache-names|messages|routing)|http/viewer-header-name)\\.ts$" },
  },
  {
    name: "features-through-public-entry",
    severity: "error",
    comment:
      "A feature imports another feature only through its public entry (index.ts). The imports made before this rule (deep imports between features, and the decks ⇄ sets, decks ⇄ proxies and accounts ⇄ auth tangles behind them) are listed in .dependency-cruiser-known-violations.json and allowed until they are untangled; a new one fails (docs/development.md).",
    from: { path: "^lib/([^/]+)/" },
    to: { path: FEATURE, pathNot: ["^lib/$1/", "^lib/[^/]+/index\\.ts$"] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  // (No import cycle: .dependency-cruiser-cycles.cjs, where type imports count.)
  forbidden: rules,
  options: {
    doNotFollow: { path: ["node_modules", SERVER_ACTIONS] },
    exclude: { path: "^(lib/generated|node_modules/\\.prisma)/" },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], mainFields: ["module", "main", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
