import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { checkAnonymousProxySheet } from "@/lib/quotas/quotas";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { printSet } from "@/lib/sets/print";
import { LOCALES } from "@/i18n/locales";
import { queryOf, setIdOf, type SetContext } from "../../_shared";

const querySchema = z.object({
  paper: z.enum(["a4", "letter"]).default("a4"),
  bleed: z.enum(["none", "narrow", "wide"]).default("none"),
  marks: z.enum(["marks", "lines", "none"]).default("marks"),
  card: z.string().min(1).max(200).optional(),
  /** The language of the faces' printed words (Proxy, Tactics …); default English. */
  locale: z.enum(LOCALES).optional(),
});

/**
 * GET /api/v1/sets/:id/print.pdf?paper=a4|letter&bleed=none|narrow|wide&marks=marks|lines|none[&card=code][&locale=en|pl|es]
 * — the set's print-and-play PDF (every card once, or one card), with the set file attached.
 * Without a session: at most ANONYMOUS_PROXY_SHEETS.limit sheets an hour per address (429).
 */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const query = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  if (!user) await checkAnonymousProxySheet(clientAddress(request.headers));
  const { filename, pdf } = await printSet(user?.id ?? null, id, {
    paper: query.paper,
    bleed: query.bleed,
    cuts: query.marks,
    card: query.card,
    labels: query.locale ? proxyLabels(query.locale) : undefined,
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
});
