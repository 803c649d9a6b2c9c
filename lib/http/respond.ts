import type { NextResponse } from "next/server";
import { z } from "zod";
import { DomainError, type DomainErrorKind, englishRefusal, SayingError } from "../errors";
import { INTERFACE_LOCALE_HEADER } from "../../i18n/locales";
import { errorResponse } from "./error-response";
import { refusalIssues, refusalText } from "./refusal-text";

/** Requests larger than this are refused with 413 (CONTRACTS §5). */
export const MAX_BODY_BYTES = 1_000_000;

export class HttpError extends SayingError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: unknown,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A request-layer refusal worded once (docs/i18n.md "Messages written once"): its English is
 * messages/en/apiErrors.json's `apiErrors.<code>` (or `more.key`) filled with `values`; a page
 * that asks in Polish or Spanish gets the same key and values in its language.
 */
export function httpRefusal(
  status: number,
  code: string,
  values?: Record<string, string | number>,
  more: { key?: string; issues?: unknown; headers?: Record<string, string> } = {},
): HttpError {
  const key = more.key ?? `apiErrors.${code}`;
  return new HttpError(status, code, englishRefusal(key, values), more.issues, more.headers).saying(key, values);
}

/** Seconds a client is asked to wait when the database is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Whether an error means the database was too busy to answer in time: SQLite's
 * SQLITE_BUSY ("database is locked"), which Prisma's libSQL adapter reports as a socket
 * timeout (P1008), or an interactive transaction that could not start or finish in time
 * (P2028, "Transaction API error"), or a write conflict (P2034).
 */
export function isBusyError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "P1008" || code === "P2028" || code === "P2034" || code === "SQLITE_BUSY") return true;
    if (typeof message === "string" && /SQLITE_BUSY|database is locked|Transaction API error|Socket timeout/i.test(message)) return true;
  }
  return false;
}

/** 503 BUSY with Retry-After: the database was too busy to answer in time. */
function busy(): HttpError {
  return httpRefusal(503, "BUSY", { seconds: BUSY_RETRY_AFTER_SECONDS }, { headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } });
}

/** The HTTP status of each kind of refusal a service can make. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  "not-found": 404,
  forbidden: 403,
  conflict: 409,
  "too-large": 413,
  limit: 429,
};

/**
 * The one place errors become HTTP: a service's DomainError → the status of its kind; the
 * request layer's HttpError (unreadable or oversized bodies) → its status; a busy database →
 * 503 BUSY; anything else → 500 without internals.
 */
export function errorToResponse(err: unknown, locale?: string | null): NextResponse {
  const said = (e: DomainError | HttpError, status: number, headers?: Record<string, string>) =>
    errorResponse(status, e.code, refusalText(locale, e.code, e.message, e.says), refusalIssues(locale, e.issues, e.issuesSay), headers);
  if (err instanceof DomainError) {
    return said(err, STATUS[err.kind], err.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(err.retryAfterSeconds) });
  }
  if (err instanceof HttpError) return said(err, err.status, err.headers);
  if (isBusyError(err)) return errorToResponse(busy(), locale);
  console.error(err);
  return errorToResponse(httpRefusal(500, "INTERNAL"), locale);
}

/** Reads the body's bytes (an image upload, a PDF), refusing more than `limit` bytes whatever Content-Length says: 413. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () => httpRefusal(413, "PAYLOAD_TOO_LARGE", { bytes: limit });
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

/** Reads the body as text, refusing more than MAX_BODY_BYTES whatever Content-Length says. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
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
    throw httpRefusal(400, "MALFORMED_JSON");
  }
  return parseWith(schema, json);
}

/** The body of a route that takes none: `{}` (or no body at all); each field sent is an issue on its own path. */
export const noBodySchema = z.record(z.string(), z.never({ error: "this request takes no fields" }), {
  error: "must be an empty JSON object {} or no body",
});

/**
 * For routes that take no input (an action named by its URL): no body or `{}`; anything else is
 * refused like any other bad body: 413 past MAX_BODY_BYTES, 400 MALFORMED_JSON, 400 naming each field.
 */
export async function readNoBody(request: Request): Promise<void> {
  await readJson(request, noBodySchema, { optional: true });
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw httpRefusal(400, "INVALID_REQUEST", undefined, {
      issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
    });
  }
  return parsed.data;
}

/** Wraps a route handler: errors become responses through errorToResponse, in the language the page asked. */
export function handler<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (err) {
      const request = args[0];
      return errorToResponse(err, request instanceof Request ? request.headers.get(INTERFACE_LOCALE_HEADER) : null);
    }
  };
}
