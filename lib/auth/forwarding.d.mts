// Types of lib/auth/forwarding.mjs (plain Node, shared with scripts/server.mjs).

export declare const FORWARDING_HEADERS: readonly string[];
export declare function normalizeAddress(value: unknown): string;
export declare function trustedProxies(setting?: string): { any: boolean; addresses: Set<string> };
export declare function rewriteForwarding<H extends Record<string, string | string[] | undefined>>(
  headers: H,
  socketAddress: string | undefined,
  trust?: { any: boolean; addresses: Set<string> },
): H;
