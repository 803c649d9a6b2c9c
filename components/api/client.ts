import { INTERFACE_LOCALE_HEADER } from "@/i18n/locales";
import type { DeckView } from "@/lib/decks/service";

/**
 * The one API client of the pages (`/api/v1`, docs/api.md): every page and part calls the API
 * through `api` (JSON in and out), `apiIfChanged` (a poll answered 304 while nothing changed),
 * `apiUploadWithProgress` (a file as the body, with its progress) or `apiFile` (a file to save or copy),
 * so each request carries the page's language and each refusal comes back the same way: never a
 * throw, a result with the HTTP status (0: no answer) and the API's error `{code, message, issues?}`.
 */

export interface ApiError {
  code: string;
  message: string;
  issues?: unknown;
}

/**
 * Asks the API to word its refusals in the page's language (`<html lang>`, docs/i18n.md "API
 * refusals"); codes, statuses and everything else stay the same. Merged into every call's headers.
 */
function interfaceHeaders(headers: Record<string, string> = {}): Record<string, string> {
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

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Sends a JSON body (or none) and reads the JSON answer. */
export function api<T>(method: Method, url: string, body?: unknown): Promise<ApiResult<T>> {
  return send<T>(method, url, body === undefined ? undefined : { body: JSON.stringify(body), type: "application/json" });
}

/**
 * A poll: GETs `url` with `If-None-Match: etag`; a 304 (nothing changed) is `{ok: true, status:
 * 304, data: null}`, anything else as `api` answers.
 */
export function apiIfChanged<T>(url: string, etag: string): Promise<ApiResult<T | null>> {
  return send<T | null>("GET", url, undefined, { "If-None-Match": etag });
}

async function send<T>(method: Method, url: string, payload?: { body: BodyInit; type: string }, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: interfaceHeaders(payload ? { ...headers, "Content-Type": payload.type } : headers),
      body: payload?.body,
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    return networkFailure();
  }
  if (res.status === 204) return { ok: true, status: 204, data: undefined as T };
  if (res.status === 304) return { ok: true, status: 304, data: null as T };
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // not JSON
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  return { ok: false, status: res.status, error: errorOf(res.status, json) };
}

/**
 * Sends a file as the body with the upload's progress, which fetch does not report: `onProgress`
 * as bytes go (0–100), `onSent` once all are sent and the server's work begins. Answers as `api` does.
 */
export function apiUploadWithProgress<T>(
  method: "POST" | "PUT",
  url: string,
  body: Blob,
  type: string,
  onProgress: (percent: number) => void,
  onSent: () => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(interfaceHeaders({ "Content-Type": type }))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve(ok ? { ok: true, status: xhr.status, data: json as T } : { ok: false, status: xhr.status, error: errorOf(xhr.status, json) });
    };
    xhr.onerror = () => resolve(networkFailure());
    xhr.send(body);
  });
}

/** A file the API answers (an export, a PDF): its bytes and the name it gives it, read with progress (0–100, or null when the size is unknown). */
export async function apiFile(
  url: string,
  onProgress?: (percent: number | null) => void,
): Promise<{ ok: true; blob: Blob; filename: string | null } | { ok: false; status: number; error: ApiError }> {
  let res: Response;
  try {
    res = await fetch(url, { headers: interfaceHeaders(), cache: "no-store", credentials: "same-origin" });
  } catch {
    return networkFailure();
  }
  if (!res.ok || !res.body) return { ok: false, status: res.status, error: errorOf(res.status, await res.json().catch(() => null)) };
  const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? null;
  const type = res.headers.get("content-type") ?? "application/octet-stream";
  const total = Number(res.headers.get("content-length") ?? "0");
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(total ? 0 : null);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.length;
      if (total) onProgress?.(Math.min(100, Math.round((received / total) * 100)));
    }
  } catch {
    return networkFailure();
  }
  return { ok: true, blob: new Blob(chunks, { type }), filename };
}

/** Saves a blob as a download named `filename` (the browser's own save). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function networkFailure(): { ok: false; status: 0; error: ApiError } {
  return { ok: false, status: 0, error: { code: "NETWORK", message: words.network } };
}

function errorOf(status: number, json: unknown): ApiError {
  return (json as { error?: ApiError } | null)?.error ?? { code: `HTTP_${status}`, message: words.status(status) };
}

export type DeckJson = DeckView;

export const deckUrl = (id: string) => `/api/v1/decks/${encodeURIComponent(id)}`;
