import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { params, request } from "../helpers/http";
import { extractText, PT_PER_MM, readShapes } from "../../support/pdf-inspect";
import { GET as printRoute } from "@/app/api/v1/maps/[id]/print.pdf/route";
import { errorOf, saved, twoUsers } from "./helpers";

let alice: string;
let bob: string;

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
});

const print = (id: string, query = "", cookie?: string) => printRoute(request("GET", `/api/v1/maps/${id}/print.pdf${query}`, { cookie }), params({ id }));

async function pdfOf(res: Response): Promise<Uint8Array> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

describe("GET /api/v1/maps/:id/print.pdf", () => {
  it("a hex prints at true size: 50 mm across the flats by default", async () => {
    const { id } = await saved(alice, "private", "One heart", { tiles: [{ q: 0, r: 0, kind: "heart" }] });
    const shapes = await readShapes(await pdfOf(await print(id, "", alice)));
    const xs = shapes[0].segments.flatMap((s) => [s.x1, s.x2]);
    expect((Math.max(...xs) - Math.min(...xs)) / PT_PER_MM).toBeCloseTo(50, 1);
    const wider = await readShapes(await pdfOf(await print(id, "?hex=30", alice)));
    const xs30 = wider[0].segments.flatMap((s) => [s.x1, s.x2]);
    expect((Math.max(...xs30) - Math.min(...xs30)) / PT_PER_MM).toBeCloseTo(30, 1);
  });

  it("the example map on A4: its name, places and tiles as text; bigger hexes take more pages", async () => {
    const { id } = await saved(alice, "unlisted", "Two rivers");
    const small = await pdfOf(await print(id, "?hex=20", bob));
    const text = await extractText(small);
    expect(text).toContain("Two rivers");
    expect(text).toContain("Heart of Eden");
    expect(text).toContain("portal red");
    expect(text).toContain("-4,0");
    const doc = await PDFDocument.load(small);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth() / PT_PER_MM).toBeCloseTo(210, 0);
    expect((await PDFDocument.load(await pdfOf(await print(id, "?hex=60&paper=letter")))).getPageCount()).toBeGreaterThan(1);
  });

  it("someone else's private map is 404; a hex size out of range is 400", async () => {
    const { id } = await saved(alice, "private");
    await errorOf(await print(id, "", bob), 404);
    await errorOf(await print(id, "?hex=5", alice), 400);
  });
});
