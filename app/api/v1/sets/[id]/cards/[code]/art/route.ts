import { notFound } from "@/lib/errors";
import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, httpRefusal, readBodyBytes } from "@/lib/http/respond";
import { deleteCardArt, getCardArt, putCardArt } from "@/lib/sets/art";
import { isArtUploadType } from "@/lib/sets/art-image";
import { MAX_ART_UPLOAD_BYTES } from "@/lib/sets/art-limits";
import { setIdOf } from "../../../../_shared";

type ArtContext = { params: Promise<{ id: string; code: string }> };

/** The `:code` of the URL (Next has decoded it); a code no card can have is simply not found. */
async function codeOf(context: ArtContext): Promise<string> {
  const { code } = await context.params;
  if (code === "" || code.length > 200) throw notFound("card");
  return code;
}

/**
 * PUT /api/v1/sets/:id/cards/:code/art — the image as the raw body, Content-Type image/png,
 * image/jpeg or image/webp, at most 5 MB and 4000 × 4000 px → 200 what was stored (re-encoded).
 */
export const PUT = handler(async (request: Request, context: ArtContext) => {
  const id = await setIdOf(context);
  const code = await codeOf(context);
  const user = await requireUser(request);
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!isArtUploadType(type)) throw httpRefusal(415, "UNSUPPORTED_MEDIA_TYPE", { what: "image", accepted: "image" });
  const bytes = await readBodyBytes(request, MAX_ART_UPLOAD_BYTES);
  return NextResponse.json(await putCardArt(user.id, id, code, type, bytes));
});

/** GET /api/v1/sets/:id/cards/:code/art — the stored image, for whoever may read the set; ETag for revalidation. */
export const GET = handler(async (request: Request, context: ArtContext) => {
  const id = await setIdOf(context);
  const code = await codeOf(context);
  const user = await currentUser(request);
  const art = await getCardArt(user?.id ?? null, id, code);
  const etag = `"${art.hash}"`;
  const headers = { ETag: etag, "Cache-Control": "private, no-cache", "Last-Modified": new Date(art.updatedAt).toUTCString() };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(art.bytes), { headers: { ...headers, "Content-Type": art.mime, "Content-Length": String(art.bytes.byteLength) } });
});

/** DELETE /api/v1/sets/:id/cards/:code/art — 204; owner only. */
export const DELETE = handler(async (request: Request, context: ArtContext) => {
  const id = await setIdOf(context);
  const code = await codeOf(context);
  const user = await requireUser(request);
  await deleteCardArt(user.id, id, code);
  return new Response(null, { status: 204 });
});
