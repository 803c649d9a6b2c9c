/**
 * Each item once, in the order first given (as `[...new Set(items)]`). A finding names few cards,
 * so a short list is compared item by item rather than hashed into a Set.
 */
export function distinct<T>(items: readonly T[]): T[] {
  if (items.length > 16) return [...new Set(items)];
  const out: T[] = [];
  for (const item of items) if (!out.includes(item)) out.push(item);
  return out;
}
