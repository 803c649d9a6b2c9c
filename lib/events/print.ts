import { PDFDocument, rgb } from "pdf-lib";
import { embedFonts } from "../proxies/fonts";
import { getDecklists } from "./service";

/**
 * Every decklist of an event as a PDF (the organizer's "print all decklists"): one list a page
 * (A4), headed by the player's name, the event, the deck's name and its Cockatrice deck hash
 * frozen at registration (CONTRACTS §10); a list longer than a page
 * continues on the next, headed again. Read with the same access as GET …/decklists.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE = 13;

export async function decklistsPdf(actorId: string | null, id: string): Promise<{ name: string; pdf: Uint8Array }> {
  const { event, decklists } = await getDecklists(actorId, id);
  const doc = await PDFDocument.create();
  doc.setTitle(`${event.name} — decklists`);
  const fonts = await embedFonts(doc);
  const ink = rgb(0.1, 0.1, 0.1);
  if (decklists.length === 0) {
    const page = doc.addPage(A4);
    page.drawText(`${event.name}: no decklist yet.`, { x: MARGIN, y: A4[1] - MARGIN, size: 14, font: fonts.bold, color: ink });
  }
  for (const d of decklists) {
    const lines = d.list.split("\n").filter((l, i, all) => l.trim() !== "" || i < all.length - 1);
    let at = 0;
    let part = 1;
    do {
      const page = doc.addPage(A4);
      let y = A4[1] - MARGIN;
      page.drawText(d.username, { x: MARGIN, y, size: 18, font: fonts.bold, color: ink });
      y -= 22;
      page.drawText(`${event.name} — ${d.deckName}${part > 1 ? ` (${part})` : ""}${d.dropped ? " — dropped" : ""}`, {
        x: MARGIN,
        y,
        size: 11,
        font: fonts.regular,
        color: ink,
      });
      y -= 14;
      // The deck hash (CONTRACTS §10) an organizer compares with the one Cockatrice shows for the deck a player loaded.
      page.drawText(`Cockatrice deck hash: ${d.cockatriceHash ?? "–"}`, { x: MARGIN, y, size: 10, font: fonts.regular, color: ink });
      y -= 20;
      while (at < lines.length && y > MARGIN) {
        page.drawText(lines[at].slice(0, 110), { x: MARGIN, y, size: 10, font: fonts.regular, color: ink });
        y -= LINE;
        at++;
      }
      part++;
    } while (at < lines.length);
  }
  return { name: event.name, pdf: await doc.save() };
}
