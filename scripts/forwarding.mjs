// The forwarding parser lives once, in lib/auth/forwarding.mjs (plain Node, shared by
// scripts/server.mjs and lib/auth/client-address.ts); this path keeps its old importers working.
export { FORWARDING_HEADERS, normalizeAddress, rewriteForwarding, trustedProxies } from "../lib/auth/forwarding.mjs";
