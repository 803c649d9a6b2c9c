/**
 * Distinct Gardener of Thoughts era decks from one 250-card list: deck `k` moves one copy
 * from one card line to another (a line of one copy goes), so every deck differs from the
 * others in its cards or copies, as the decks a player makes editing one era deck do. The
 * coverage search remembers each question it answers (cover-memo.ts), not whole decks, so
 * cycling over them measures what a changed deck costs: the questions its changed lines are in.
 */
export function eraDeckVariants(list: string, count: number): string[] {
  const lines = list.trimEnd().split("\n");
  const cardLines = lines.flatMap((line, at) => (/^\d+ \[/.test(line) ? [at] : []));
  const n = cardLines.length;
  if (count > n * (n - 1)) throw new Error(`at most ${n * (n - 1)} variants of this list`);
  return Array.from({ length: count }, (_, k) => {
    const from = cardLines[k % n];
    const to = cardLines[((k % n) + 1 + (Math.floor(k / n) % (n - 1))) % n];
    const out = [...lines];
    const [fromCopies, fromRef] = splitLine(out[from]);
    const [toCopies, toRef] = splitLine(out[to]);
    out[to] = `${toCopies + 1} ${toRef}`;
    out[from] = fromCopies > 1 ? `${fromCopies - 1} ${fromRef}` : "";
    return `${out.filter((line) => line !== "").join("\n")}\n`;
  });
}

function splitLine(line: string): [number, string] {
  const space = line.indexOf(" ");
  return [Number(line.slice(0, space)), line.slice(space + 1)];
}
