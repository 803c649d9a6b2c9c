/**
 * A number that grows each time this process changes the catalog (an import), read by what
 * keeps pages made from it (lib/http/page-cache.ts). It lives on globalThis because the proxy
 * and the routes are separate bundles of the same process, each with its own modules.
 */
const KEY = Symbol.for("edenkeep.catalogGeneration");

type WithGeneration = typeof globalThis & { [KEY]?: number };

export function catalogGeneration(): number {
  return (globalThis as WithGeneration)[KEY] ?? 0;
}

export function nextCatalogGeneration(): void {
  (globalThis as WithGeneration)[KEY] = catalogGeneration() + 1;
}
