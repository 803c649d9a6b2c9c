import { INTERFACE_LOCALE_HEADER } from "@/i18n/locales";
import type { DeckView } from "@/lib/decks/service";

/** The JSON API (`/api/v1`, docs/api.md) as the builder pages call it from the browser. */

export interface ApiError {
  code: string;
  message: string;
  issues?: unknown;
}

/**
 * Asks the API to word its refusals in the page's language (`<html lang>`, docs/i18n.md "API
 * refusals"); codes, statuses and everything else stay the same. Merged into every call's headers.
 */
export function interfaceHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { ...headers, [INTERFACE_LOCALE_HEADER]: lang } : headers;
}

/**
 * The two refusals the browser makes itself (no answer, or an answer without JSON), in the page's
 * language once components/i18n/api-words.tsx has set them; English until then.
 */
const words = {
  network: "The server could not be reached. Check the connection and try again.",
  status: (status: number) => `The server answered ${status}.`,
};

export function setApiWords(next: typeof words): void {
  Object.assign(words, next);
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

export async function api<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: interfaceHeaders(body === undefined ? {} : { "Content-Type": "application/json" }),
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, error: { code: "NETWORK", message: words.network } };
  }
  if (res.status === 204) return { ok: true, status: 204, data: undefined as T };
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // not JSON
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  const error = (json as { error?: ApiError } | null)?.error ?? { code: `HTTP_${res.status}`, message: words.status(res.status) };
  return { ok: false, status: res.status, error };
}

export type DeckJson = DeckView;

export const deckUrl = (id: string) => `/api/v1/decks/${encodeURIComponent(id)}`;
