import { writeFile } from "node:fs/promises";
import { ProxySheetError } from "../../lib/proxies";
import { proxySheetForDeck } from "../../lib/proxies/service";
import { readDeckList, type CatalogSource } from "../../lib/decks/list-check";
import { EXIT, fromListError, output, readText, UnusableInput } from "../io";
import type { Outcome } from "../io";

/** `proxies DECK --out FILE.pdf [--paper a4|letter]`: a printable proxy sheet (CONTRACTS §3). */
export async function proxiesCommand(
  file: string,
  opts: { json: boolean; source: CatalogSource; game?: string; out?: string; paper?: string },
): Promise<Outcome> {
  if (!opts.out) throw new UnusableInput("USAGE", "proxies needs --out FILE.pdf");
  const paper = (opts.paper ?? "a4").toLowerCase();
  if (paper !== "a4" && paper !== "letter") throw new UnusableInput("USAGE", `--paper is a4 or letter, not "${opts.paper}"`);
  const read = await readDeckList(await readText(file, "deck list"), opts.source, opts.game);
  if (!read.ok) throw fromListError(read.error);
  let pdf: Uint8Array;
  try {
    pdf = await proxySheetForDeck(read.game, read.deck, { paper, cutMarks: true, art: false });
  } catch (err) {
    if (err instanceof ProxySheetError) throw new UnusableInput(err.code, err.message);
    throw err;
  }
  try {
    await writeFile(opts.out, pdf);
  } catch (err) {
    throw new UnusableInput("UNWRITABLE_FILE", `Cannot write ${opts.out} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`);
  }
  const cards = read.deck.entries.reduce((n, e) => n + e.quantity, 0);
  return output(
    opts.json,
    { out: opts.out, paper, bytes: pdf.byteLength },
    () => `Wrote ${opts.out} (${paper}, ${pdf.byteLength} bytes) for ${cards} deck cards.`,
    EXIT.ok,
  );
}
