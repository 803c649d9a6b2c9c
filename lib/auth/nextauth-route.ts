import NextAuth from "next-auth";
import { errorToResponse, HttpError, readBodyText } from "../http/respond";
import { signInThrottle, trustDevice } from "../accounts/service";
import { clientAddress } from "./client-address";
import { parseCookies } from "./cookies";
import { authOptions } from "./options";

/**
 * Serves /api/auth/* (next-auth's own sign-in, csrf, session, sign-out), with two things
 * next-auth does not do by itself:
 *
 * - a throttled credentials sign-in answers 429 (with Retry-After) before next-auth runs;
 * - a successful one also trusts the browser for that account: a device cookie
 *   (lib/auth/device-cookie.ts) that gives its later sign-ins a budget of their own;
 * - the request is handed to next-auth as plain data (its API-route form) instead of
 *   through `next/headers`, so the same code runs in the server and in integration tests.
 */
export async function nextAuthRoute(request: Request, segments: string[]): Promise<Response> {
  try {
    const url = new URL(request.url);
    const body = request.method === "POST" ? await readFormOrJson(request) : undefined;

    const credentials = request.method === "POST" && segments[0] === "callback" && segments[1] === "credentials";
    const username = typeof body?.username === "string" ? body.username : "";
    const cookies = parseCookies(request.headers.get("cookie") ?? "");
    if (credentials) {
      const state = await signInThrottle(username, clientAddress(request.headers), cookies);
      if (state.limited) return tooManyAttempts(url, state.retryAfterSeconds);
    }

    const query: Record<string, unknown> = { ...Object.fromEntries(url.searchParams), nextauth: segments };
    const req = {
      method: request.method,
      query,
      body: body ?? {},
      headers: Object.fromEntries(request.headers),
      cookies,
    };
    const res = new CollectedResponse();
    await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<unknown>)(req, res, authOptions);
    // An attempt refused by the atomic count inside `authorize` (parallel attempts that all
    // passed the check above) comes back from next-auth as a 401 naming TooManyAttempts.
    if (credentials && res.refusedAsThrottled()) {
      const state = await signInThrottle(username, clientAddress(request.headers), cookies);
      return tooManyAttempts(url, Math.max(1, state.retryAfterSeconds));
    }
    const response = res.toResponse();
    if (credentials && res.signedIn()) {
      const device = await trustDevice(username);
      if (device) response.headers.append("Set-Cookie", device);
    }
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
        message: `Too many failed sign-ins for this username or address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      },
      // next-auth's client (`signIn(..., {redirect: false})`) reads `error` from this URL.
      url: new URL("/login?error=TooManyAttempts", url).toString(),
    },
    { status: 429 },
  );
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

/** next-auth's client posts form data; scripts may post JSON. */
async function readFormOrJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await readBodyText(request);
  if (text === "") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const json: unknown = JSON.parse(text);
      return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
    } catch {
      throw new HttpError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The response object next-auth's API-route handler writes to, turned into a fetch Response. */
class CollectedResponse {
  private statusCode = 200;
  private readonly headers = new Headers();
  private body: BodyInit | null = null;

  status(code: number) {
    this.statusCode = code;
    return this;
  }
  getHeader(name: string): string | string[] | undefined {
    if (name.toLowerCase() === "set-cookie") {
      const all = this.headers.getSetCookie();
      return all.length ? all : undefined;
    }
    return this.headers.get(name) ?? undefined;
  }
  setHeader(name: string, value: string | string[]) {
    if (Array.isArray(value)) {
      this.headers.delete(name);
      for (const v of value) this.headers.append(name, v);
    } else {
      this.headers.set(name, value);
    }
    return this;
  }
  end() {
    return this;
  }
  json(value: unknown) {
    this.headers.set("Content-Type", "application/json");
    this.body = JSON.stringify(value);
    return this;
  }
  send(value: unknown) {
    if (value === undefined || value === null) this.body = null;
    else if (typeof value === "string") this.body = value;
    else {
      if (!this.headers.has("Content-Type")) this.headers.set("Content-Type", "application/json");
      this.body = JSON.stringify(value);
    }
    return this;
  }
  /** next-auth set a session cookie: the credentials were right. */
  signedIn(): boolean {
    return this.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token(\.\d+)?=[^;]/.test(c));
  }
  refusedAsThrottled(): boolean {
    return this.statusCode === 401 && typeof this.body === "string" && this.body.includes("error=TooManyAttempts");
  }
  toResponse(): Response {
    return new Response(this.statusCode === 204 || this.statusCode === 304 ? null : this.body, { status: this.statusCode, headers: this.headers });
  }
}
