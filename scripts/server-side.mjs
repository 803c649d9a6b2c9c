// Node entry points that run server code outside Next.js (the CLI, the benchmarks) load this
// first (`node --import ./scripts/server-side.mjs`, or `await import` before any server code).
// Server modules start with `import "server-only"`, a marker package that throws unless it is
// resolved under the `react-server` condition, as Next.js resolves it on the server: the hook
// (server-side-hooks.mjs) resolves that one package the same way and leaves every other import be.
import { register } from "node:module";

register("./server-side-hooks.mjs", import.meta.url);
