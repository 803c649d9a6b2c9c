import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { GAME_SLUGS } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { proxySheetForCollection } from "@/lib/proxies/service";

const querySchema = z.object({
  game: z.enum(GAME_SLUGS),
  list: z.enum(["wanted", "forTrade"]).default("wanted"),
  paper: z.enum(["a4", "letter"]).default("a4"),
  cutMarks: z.enum(["0", "1", "false", "true"]).default("1"),
});

/** GET /api/v1/collection/proxies.pdf?game=G&list=wanted|forTrade&paper=a4|letter — my wanted cards as proxies. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const query = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const pdf = await proxySheetForCollection(user.id, query.game, query.list, {
    paper: query.paper,
    cutMarks: query.cutMarks === "1" || query.cutMarks === "true",
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${query.game}-${query.list}-proxies.pdf"`,
    },
  });
});
