import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

/** Calling route handlers directly, as Next would, with or without a signed-in user. */

export const TEST_SECRET = "edenkeep-integration-test-secret-0123456789";
export const ORIGIN = "http://localhost:3000";

/** Sets the session secret and origin the auth code reads from the environment. */
export function useTestAuthEnv(): void {
  process.env.NEXTAUTH_SECRET = TEST_SECRET;
  process.env.NEXTAUTH_URL = ORIGIN;
}

/** A `Cookie` header value holding a next-auth session token for this user (what sign-in sets). */
export async function sessionCookie(user: { id: string; username: string }): Promise<string> {
  const token = await encode({ token: { sub: user.id, name: user.username }, secret: process.env.NEXTAUTH_SECRET ?? TEST_SECRET });
  return `next-auth.session-token=${token}`;
}

/** One entry of an error body's `issues` (CONTRACTS §5): which of these fields it has depends on the route. */
export interface ErrorIssue {
  path?: string;
  message?: string;
  line?: number;
  field?: string;
  card?: string;
  currentVersion?: number;
}

export interface RequestOptions {
  /** Serialized as JSON with Content-Type application/json. */
  json?: unknown;
  /** A raw body (malformed JSON, form data, oversized text). */
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function request(method: string, pathAndQuery: string, options: RequestOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  return new NextRequest(new URL(pathAndQuery, ORIGIN), { method, headers, body });
}

/** The second argument Next passes to a dynamic route handler (params are a Promise in Next 16). */
export function params<P extends Record<string, string | string[]>>(p: P): { params: Promise<P> } {
  return { params: Promise.resolve(p) };
}

/** Every bundled catalog file under card-data/ (maps excluded). */
export function bundledCatalogFiles(): string[] {
  const root = path.resolve("card-data");
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(root, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => path.join(root, d.name, f)),
    )
    .sort();
}

/** The `name=value` pairs of a response's Set-Cookie headers, merged into a Cookie header with `jar`. */
export function mergeCookies(jar: string, response: Response): string {
  const cookies = new Map<string, string>();
  for (const part of jar.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}
