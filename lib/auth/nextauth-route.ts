import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { englishRefusal } from "../errors";
import { errorToResponse, httpRefusal, MAX_BODY_BYTES } from "../http/respond";
import { authOptionsFor } from "./options";
import { newSignInAttempt } from "./sign-in-attempt";

/** The second argument Next passes to app/api/auth/[...nextauth]/route.ts. */
export interface NextAuthContext {
  params: Promise<{ nextauth: string[] }>;
}

/**
 * Serves /api/auth/* (next-auth's own sign-in, csrf, session, sign-out) with next-auth's App
 * Router route handler, in the form its documentation calls advanced initialization
 * (`NextAuth(request, context, options)`), so that each request gets options of its own: the
 * credentials provider's `authorize` (lib/auth/options.ts) runs the throttles and issues the
 * device cookie, and tells this route through the request's SignInAttempt what next-auth's
 * answer cannot say by itself:
 *
 * - a throttled sign-in answers 429 with Retry-After (next-auth would say 401);
 * - a successful one also trusts the browser for that account: a device cookie
 *   (lib/auth/device-cookie.ts) that gives its later sign-ins a budget of their own.
 *
 * Like every route's body, a sign-in's is refused past MAX_BODY_BYTES (413) and when it is
 * JSON that does not parse (400), before next-auth reads it.
 */
export async function nextAuthRoute(request: NextRequest, context: NextAuthContext): Promise<Response> {
  try {
    if (request.method === "POST") await checkBody(request);
    const attempt = newSignInAttempt();
    const response: Response = await NextAuth(request, context, authOptionsFor(attempt));
    if (attempt.retryAfterSeconds !== undefined) return tooManyAttempts(request.nextUrl, attempt.retryAfterSeconds);
    for (const cookie of attempt.setCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch (err) {
    return errorToResponse(err);
  }
}

function tooManyAttempts(url: URL, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const response = Response.json(
    {
      error: {
        code: "TOO_MANY_ATTEMPTS",
        message: englishRefusal("apiErrors.TOO_MANY_ATTEMPTS", { minutes }),
      },
      // next-auth's client (`signIn(..., {redirect: false})`) reads `error` from this URL.
      url: new URL("/login?error=TooManyAttempts", url).toString(),
    },
    { status: 429 },
  );
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

/**
 * 413 past MAX_BODY_BYTES (whatever Content-Length says), 400 for JSON that does not parse.
 * Read from a copy, so that next-auth still reads the request's own body (form data or JSON).
 */
async function checkBody(request: Request): Promise<void> {
  const copy = request.clone();
  const text = await boundedText(copy, () => request.body?.cancel());
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return;
  try {
    JSON.parse(text);
  } catch {
    throw httpRefusal(400, "MALFORMED_JSON");
  }
}

/**
 * The copy's text, at most MAX_BODY_BYTES. A body and its copy are one stream read twice, which
 * ends only when both are cancelled: past the limit, `cancelOther` cancels the request's own.
 */
async function boundedText(copy: Request, cancelOther: () => Promise<void> | undefined): Promise<string> {
  const tooLarge = () => httpRefusal(413, "PAYLOAD_TOO_LARGE", { bytes: MAX_BODY_BYTES });
  if (Number(copy.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  if (!copy.body) return "";
  const reader = copy.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await Promise.all([reader.cancel(), cancelOther()]);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}
