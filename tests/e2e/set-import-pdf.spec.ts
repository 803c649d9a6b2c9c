import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { DARK_EDEN_SET } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// The import page takes a set's print-and-play PDF back (docs/sets.md): the PDF goes to the
// server as it is, which imports the set file attached to it (lib/sets/pdf-import.ts). The
// PDFs are made here with pdf-lib, as the print does (lib/proxies/sheet.ts): one with the
// set's §1 file attached as <set-code>.json, one with no attachment.

async function pdf(attached?: { name: string; json: unknown }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]);
  if (attached) {
    await doc.attach(new TextEncoder().encode(JSON.stringify(attached.json)), attached.name, {
      mimeType: "application/json",
      description: "Edenkeep set file",
    });
  }
  return Buffer.from(await doc.save());
}

test("the import page takes a set's PDF: one without a set file is refused and nothing is made, one with it becomes the set", async ({ page }) => {
  const username = uniqueUsername("pdfimport");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  await page.goto("/sets/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import a set" })).toBeVisible();
  const file = page.getByLabel("Choose a file");

  await file.setInputFiles({ name: "blank.pdf", mimeType: "application/pdf", buffer: await pdf() });
  await expect(page.getByRole("alert").filter({ hasText: "The PDF carries no set file" })).toBeVisible();
  await expect(page).toHaveURL(/\/sets\/import$/);
  expect(((await (await page.request.get("/api/v1/sets?mine=1")).json()) as { sets?: unknown[] }).sets ?? []).toHaveLength(0);

  const set = { ...DARK_EDEN_SET, set: { code: "pdf-outposts", name: "Outposts from a PDF" } };
  await file.setInputFiles({ name: "pdf-outposts.pdf", mimeType: "application/pdf", buffer: await pdf({ name: "pdf-outposts.json", json: set }) });
  await page.waitForURL(/\/sets\/(?!import$)[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outposts from a PDF" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Cards (${set.cards.length})` })).toBeVisible();
  await expect(page.getByText("Marshal Vey").first()).toBeVisible();
});
