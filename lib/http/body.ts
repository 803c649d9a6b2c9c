import { HttpError } from "./respond";

/** Reads a binary body (an image upload), refusing more than `limit` bytes whatever Content-Length says: 413. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new HttpError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes.`);
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
