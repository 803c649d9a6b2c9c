import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { proxySheetForSavedDeck } from "@/lib/proxies/service";
import { checkAnonymousProxySheet } from "@/lib/quotas/quotas";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { LOCALES } from "@/i18n/locales";
import { deckIdOf, queryOf, type DeckContext } from "../../_shared";

const querySchema = z.object({
  paper: z.enum(["a4", "letter"]).default("a4"),
  cutMarks: z.enum(["0", "1", "false", "true"]).default("1"),
  /** `missing`: only the copies the reader's collection lacks (needs a session). */
  only: z.enum(["missing"]).optional(),
  /** Picked cards: comma-separated codes. */
  codes: z
    .string()
    .max(20_000)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, "comma-separated card codes")
    .optional(),
  /** The language of the printed words (Proxy, Directive …); English without it (docs/i18n.md). */
  locale: z.enum(LOCALES).optional(),
});

/**
 * GET /api/v1/decks/:id/proxies.pdf?paper=a4|letter[&cutMarks=0][&codes=a,b][&only=missing][&locale=en|pl|es]
 * — a printable proxy sheet of the whole deck, picked cards, or what the collection lacks.
 * Without a session: at most ANONYMOUS_PROXY_SHEETS.limit sheets an hour per address (429).
 */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const query = parseWith(querySchema, queryOf(request));
  const user = query.only === "missing" ? await requireUser(request) : await currentUser(request);
  if (!user) await checkAnonymousProxySheet(clientAddress(request.headers));
  const { name, pdf } = await proxySheetForSavedDeck(user?.id ?? null, id, {
    paper: query.paper,
    cutMarks: query.cutMarks === "1" || query.cutMarks === "true",
    codes: query.codes?.split(","),
    onlyMissing: query.only === "missing",
    labels: query.locale ? proxyLabels(query.locale) : undefined,
  });
  const filename = `${name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "deck"} proxies.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
});
