/**
 * React keys for a list whose items may repeat (two copies of a card, the same log line twice):
 * each item's own text, with "#2", "#3" … on its later copies. The keys follow the items, not
 * their places, and stay the same while the list grows or shrinks at its end.
 */
export function withCopyKeys<T>(items: readonly T[], text: (item: T) => string): { key: string; item: T; index: number }[] {
  const copies = new Map<string, number>();
  return items.map((item, index) => {
    const t = text(item);
    const n = (copies.get(t) ?? 0) + 1;
    copies.set(t, n);
    return { key: n === 1 ? t : `${t}#${n}`, item, index };
  });
}
