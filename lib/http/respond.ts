import { NextResponse } from "next/server";
import type { z } from "zod";

/** Requests larger than this are refused with 413 (CONTRACTS §5). */
export const MAX_BODY_BYTES = 1_000_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: unknown,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, code: string, message: string, issues?: unknown): NextResponse {
  return NextResponse.json({ error: issues === undefined ? { code, message } : { code, message, issues } }, { status });
}

/** Reads the body as text, refusing more than MAX_BODY_BYTES whatever Content-Length says. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes.`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads a JSON body and validates it with a zod schema: 413, 400 malformed JSON, 400 with the
 * issues. With `optional`, an empty body reads as `{}`.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, options: { optional?: boolean } = {}): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  if (options.optional && text.trim() === "") return parseWith(schema, {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  return parseWith(schema, json);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(
      400,
      "INVALID_REQUEST",
      "The request does not match the expected shape.",
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
    );
  }
  return parsed.data;
}

/** Wraps a route handler: HttpError → its status; anything else → 500 without internals. */
export function handler<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.code, err.message, err.issues);
      console.error(err);
      return errorResponse(500, "INTERNAL", "Something went wrong on our side.");
    }
  };
}
