import { expect, test } from "@playwright/test";
import { BFE_WORLD } from "../support/set-fixtures";
import { signedUpThroughApi } from "./helpers/accounts";

// The server's refusals read in the page's language (docs/i18n.md, "API refusals"): the page
// sends X-Interface-Locale, the API words its message in Polish; the API's own callers get English.

test.describe("a Polish browser", () => {
  test.use({ locale: "pl-PL" });

  test("a PDF the server cannot read is refused in Polish on the import page; the API alone answers in English", async ({ page }) => {
    await signedUpThroughApi(page.request, "refpl");

    await page.goto("/sets/import");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "zestaw.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\nnot really a PDF\n") });
    await expect(page.getByText("Tego pliku PDF nie da się odczytać (albo jest zaszyfrowany).")).toBeVisible();

    const api = await page.request.post("/api/v1/sets/import", {
      headers: { "Content-Type": "application/pdf" },
      data: Buffer.from("%PDF-1.4\nnot really a PDF\n"),
    });
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({
      error: { code: "PDF_UNREADABLE", message: "The file is not a PDF that can be read: its catalog is missing or damaged." },
    });
  });

  test("a server that cannot be reached is said in Polish too (the browser's own refusal)", async ({ page }) => {
    await signedUpThroughApi(page.request, "netpl");

    await page.goto("/sets/import");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "swiat.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(BFE_WORLD)) });
    await page.route("**/api/v1/sets/import**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Importuj zestaw" }).click();
    await expect(page.getByText("Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.")).toBeVisible();
  });
});
