import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { HEX_MM, printMap } from "@/lib/maps/print";
import { mapIdOf, queryOf, type MapContext } from "../../_shared";

const querySchema = z.object({
  paper: z.enum(["a4", "letter"]).default("a4"),
  hex: z.coerce.number().min(HEX_MM.min).max(HEX_MM.max).default(HEX_MM.default),
});

/** GET /api/v1/maps/:id/print.pdf?paper=a4|letter&hex=MM: the map at true hex size (MM across the flats), over as many pages as it needs. */
export const GET = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const query = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  const { name, pdf } = await printMap(user?.id ?? null, id, { paper: query.paper, hexMm: query.hex });
  const filename = `${name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "map"}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
});
