import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextCatalogGeneration } from "@/lib/catalog-generation";
import { forgetKeptPages, KEPT_FOR_MS, KEPT_NONCE, keptPage, keptPageFor, keptPageResponse, RENDER_HEADER, type PageRenderer } from "@/lib/http/page-cache";

/** lib/http/page-cache.ts: which requests a kept card page may answer, and how it is kept. */

const SITE = "http://localhost:3000";

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new NextRequest(new URL(path, SITE), { method, headers });
}

/** A renderer that answers a page naming its path, language and KEPT_NONCE, and counts its calls. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
}

function renderer(init: Answer = {}) {
  const calls: string[] = [];
  const render: PageRenderer = async (pathname, locale) => {
    calls.push(`${locale} ${pathname}`);
    return new Response(`<html lang="${locale}"><script nonce="${KEPT_NONCE}">${pathname}</script></html>`, {
      status: init.status ?? 200,
      headers: { "content-type": "text/html; charset=utf-8", link: `</a.css>; rel=preload; nonce="${KEPT_NONCE}"`, "x-other": "dropped", ...init.headers },
    });
  };
  return { render, calls };
}

afterEach(() => {
  forgetKeptPages();
  vi.useRealTimers();
});

describe("which requests a kept page answers", () => {
  it("a signed-out GET of a card page, in the language its cookie or Accept-Language picks", () => {
    expect(keptPageFor(request("/cards/dark-eden/boot-camp"))).toEqual({ pathname: "/cards/dark-eden/boot-camp", locale: "en" });
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { "accept-language": "pl-PL,pl;q=0.9" }))?.locale).toBe("pl");
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { cookie: "NEXT_LOCALE=es", "accept-language": "pl" }))?.locale).toBe("es");
  });

  it("never a request that may be signed in or carries any other cookie", () => {
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { cookie: "next-auth.session-token=abc" }))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { cookie: "NEXT_LOCALE=pl; __Secure-next-auth.session-token.0=abc" }))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { cookie: "something=else" }))).toBeNull();
  });

  it("never the App Router's own requests, a query, another method or another page", () => {
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { rsc: "1" }))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { "next-router-prefetch": "1" }))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { "next-action": "abc" }))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp?_rsc=1"))).toBeNull();
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", {}, "HEAD"))).toBeNull();
    for (const path of ["/cards/dark-eden", "/decks/abc", "/cards/dark-eden/boot-camp/decks", "/sets/abc/design", "/"])
      expect(keptPageFor(request(path))).toBeNull();
  });

  it("a render header that is not this process's secret is an ordinary request", () => {
    expect(keptPageFor(request("/cards/dark-eden/boot-camp", { [RENDER_HEADER]: "guess" }))).not.toBeNull();
  });
});

describe("keeping a page", () => {
  it("renders a page once per card and language, and answers each response with its own nonce, in the body and the Link header", async () => {
    const { render, calls } = renderer();
    const [a, b] = await Promise.all([keptPage("/cards/x/one", "en", render), keptPage("/cards/x/one", "en", render)]);
    expect(a).toBe(b); // two requests at once wait for one render
    await keptPage("/cards/x/one", "pl", render);
    await keptPage("/cards/x/one", "en", render);
    expect(calls).toEqual(["en /cards/x/one", "pl /cards/x/one"]);

    const first = keptPageResponse(a!, "first-nonce");
    const second = keptPageResponse(a!, "second-nonce");
    const body = await first.text();
    expect(body).toContain('nonce="first-nonce"');
    expect(body).not.toContain(KEPT_NONCE);
    expect(await second.text()).toContain('nonce="second-nonce"');
    expect(first.headers.get("link")).toContain('nonce="first-nonce"');
    expect(first.headers.get("x-other")).toBeNull();
  });

  it("renders again once it is older than KEPT_FOR_MS, or the catalog changed in this process", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { render, calls } = renderer();
    await keptPage("/cards/x/one", "en", render);
    vi.setSystemTime(Date.now() + KEPT_FOR_MS - 1);
    await keptPage("/cards/x/one", "en", render);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    await keptPage("/cards/x/one", "en", render);
    expect(calls).toHaveLength(2);
    nextCatalogGeneration(); // what invalidateCatalogCache does after an import
    await keptPage("/cards/x/one", "en", render);
    expect(calls).toHaveLength(3);
  });

  it("keeps nothing but a 200 HTML page that sets no cookie; the request is then rendered for itself, and the page not asked for again for KEPT_FOR_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const answers: Answer[] = [{ status: 404 }, { status: 500 }, { headers: { "set-cookie": "a=b" } }, { headers: { "content-type": "application/json" } }];
    for (const init of answers) {
      forgetKeptPages();
      const { render, calls } = renderer(init);
      expect(await keptPage("/cards/x/one", "en", render)).toBeNull();
      expect(await keptPage("/cards/x/one", "en", render)).toBeNull();
      expect(calls).toHaveLength(1); // a missing card's 404 costs one render, not two
      vi.setSystemTime(Date.now() + KEPT_FOR_MS);
      expect(await keptPage("/cards/x/one", "en", render)).toBeNull();
      expect(calls).toHaveLength(2);
    }
    const failing: PageRenderer[] = [
      async () => null, // no port known
      async () =>
        new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("the connection closed mid-page")) }), {
          headers: { "content-type": "text/html" },
        }),
      async () => {
        throw new Error("connection refused");
      },
    ];
    for (const render of failing) {
      forgetKeptPages();
      expect(await keptPage("/cards/x/one", "en", render)).toBeNull();
    }
    // Once the renders work again, the page is kept.
    vi.setSystemTime(Date.now() + KEPT_FOR_MS);
    expect(await keptPage("/cards/x/one", "en", renderer().render)).not.toBeNull();
  });
});
