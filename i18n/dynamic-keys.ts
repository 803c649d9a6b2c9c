/**
 * Message keys the code builds at run time (so no literal names them): each entry is a key
 * prefix, and every key under it counts as used. tests/unit/i18n/messages.test.ts reads this
 * list; keep each entry's reason beside it (docs/i18n.md).
 */
export const DYNAMIC_KEY_PREFIXES: readonly { prefix: string; why: string }[] = [
  { prefix: "validation.", why: "keyed by each validation issue's code, with terms by slug (lib/services/validation-text.ts)" },
];
