import { describe, expect, it } from "vitest";
import { CATALOG_CACHE, PRIVATE_PREFIX, privateCacheName, PUBLIC_PAGES_CACHE, shellCacheName } from "@/lib/offline/cache-names";
import { pagesToKeep, WHO_CACHE } from "@/lib/offline/messages";
import { cacheForResponse, cacheToKeep, cacheToRead, keepable, routeFor, sessionChange, viewerOf } from "@/lib/offline/routing";

const ORIGIN = "https://edenkeep.test";
const get = (path: string, extra: { mode?: string; rsc?: boolean; method?: string } = {}) =>
  routeFor({ url: `${ORIGIN}${path}`, method: extra.method ?? "GET", mode: extra.mode ?? "cors", rsc: extra.rsc ?? false }, ORIGIN);

describe("offline routing: what the service worker does with a request", () => {
  it("serves the build's files from the shell cache, but never its own script", () => {
    expect(get("/_next/static/chunks/abc123.js")).toBe("static");
    expect(get("/_next/static/css/app.css")).toBe("static");
    expect(get("/icons/icon-192.png")).toBe("static");
    expect(get("/manifest.webmanifest")).toBe("static");
    expect(get("/_next/static/service-worker/sw.js")).toBe("pass");
  });

  it("treats page loads and their RSC payloads as pages", () => {
    expect(get("/decks/abc", { mode: "navigate" })).toBe("page");
    expect(get("/cards/dark-eden?q=oboz", { mode: "navigate" })).toBe("page");
    expect(get("/decks/abc/goldfish?_rsc=x1", { rsc: true })).toBe("page");
    // A page's address fetched by a script, not as a page: left alone.
    expect(get("/decks/abc")).toBe("pass");
  });

  it("keeps a deck's proxy PDF as a private file", () => {
    expect(get("/api/v1/decks/abc123/proxies.pdf?paper=a4")).toBe("private-file");
  });

  it("leaves alone writes, the session, APIs, the device catalog, other sites, and the sign-in pages", () => {
    expect(get("/decks/abc", { mode: "navigate", method: "POST" })).toBe("pass");
    expect(get("/api/auth/session")).toBe("pass");
    expect(get("/api/v1/decks")).toBe("pass");
    expect(get("/api/v1/offline/catalog/dark-eden")).toBe("pass");
    expect(get("/login", { mode: "navigate" })).toBe("pass");
    expect(get("/account", { mode: "navigate" })).toBe("pass");
    expect(routeFor({ url: "https://elsewhere.test/x.js", method: "GET", mode: "no-cors", rsc: false }, ORIGIN)).toBe("pass");
    expect(routeFor({ url: "not a url", method: "GET", mode: "navigate", rsc: false }, ORIGIN)).toBe("pass");
  });
});

describe("offline routing: which cache, per player", () => {
  it("keeps a signed-in player's pages and files only in their own private cache", () => {
    expect(cacheToKeep("page", "user1", "b1")).toBe("edenkeep-private-user1");
    expect(cacheToRead("page", "user1", "b1")).toBe("edenkeep-private-user1");
    expect(cacheToKeep("private-file", "user1", "b1")).toBe("edenkeep-private-user1");
    expect(cacheToRead("page", "user2", "b1")).toBe("edenkeep-private-user2");
  });

  it("keeps nothing private for nobody; pages rendered for nobody go to the public pages cache", () => {
    expect(cacheToKeep("private-file", null, "b1")).toBeNull();
    expect(cacheToRead("private-file", null, "b1")).toBeNull();
    expect(cacheToKeep("page", null, "b1")).toBe(PUBLIC_PAGES_CACHE);
    expect(PUBLIC_PAGES_CACHE.startsWith("edenkeep-public-")).toBe(true);
    expect(CATALOG_CACHE.startsWith("edenkeep-public-")).toBe(true);
  });

  it("keeps the build's files in that build's shell cache", () => {
    expect(cacheToKeep("static", "user1", "b1")).toBe("edenkeep-shell-b1");
    expect(cacheToKeep("static", null, "b2")).toBe(shellCacheName("b2"));
    expect(cacheToKeep("pass", "user1", "b1")).toBeNull();
  });

  it("refuses a user id that could name another cache", () => {
    expect(privateCacheName("../x")).toBeNull();
    expect(privateCacheName("~current")).toBeNull();
    expect(privateCacheName("")).toBeNull();
    expect(WHO_CACHE.startsWith(PRIVATE_PREFIX)).toBe(true); // signing out forgets who was signed in
  });

  it("keeps complete answers only", () => {
    expect(keepable({ status: 200, type: "basic" })).toBe(true);
    expect(keepable({ status: 206, type: "basic" })).toBe(false);
    expect(keepable({ status: 404, type: "basic" })).toBe(false);
    expect(keepable({ status: 0, type: "opaqueredirect" })).toBe(false);
    expect(keepable({ status: 200, type: "opaque" })).toBe(false);
  });

  it("keeps the catalogs, the rules and the not-on-this-device page for everyone, the player's lists, /sync and recent decks when signed in", () => {
    expect(pagesToKeep(["dark-eden"], false)).toEqual(["/", "/offline", "/cards/dark-eden", "/rules/dark-eden"]);
    expect(pagesToKeep(["dark-eden"], true, ["d1"])).toEqual([
      "/",
      "/offline",
      "/cards/dark-eden",
      "/rules/dark-eden",
      "/decks",
      "/sets",
      "/collection",
      "/sync",
      "/decks/d1",
      "/decks/d1/goldfish",
    ]);
  });
});

describe("offline routing: the response says whose it is (docs/offline.md Privacy)", () => {
  const nobody = viewerOf(null);
  const user1 = viewerOf("user1");

  it("reads the server's viewer header: none is nobody, an id a player, anything else unknown", () => {
    expect(nobody).toEqual({ kind: "nobody" });
    expect(user1).toEqual({ kind: "player", id: "user1" });
    expect(viewerOf("unknown/../x")).toEqual({ kind: "unknown" });
  });

  it("keeps a page (its RSC payload too) rendered for a player only in their cache, while they are the one served", () => {
    expect(cacheForResponse("page", user1, "user1", "b1")).toBe("edenkeep-private-user1");
    expect(cacheForResponse("private-file", user1, "user1", "b1")).toBe("edenkeep-private-user1");
    // The worker still believes nobody (or another player) is signed in: never public, never theirs.
    expect(cacheForResponse("page", user1, null, "b1")).toBeNull();
    expect(cacheForResponse("page", user1, "user2", "b1")).toBeNull();
    expect(cacheForResponse("page", viewerOf("?"), "user1", "b1")).toBeNull();
  });

  it("keeps a page rendered for nobody in the public cache, whoever the worker serves; never a private file", () => {
    expect(cacheForResponse("page", nobody, null, "b1")).toBe(PUBLIC_PAGES_CACHE);
    expect(cacheForResponse("page", nobody, "user1", "b1")).toBe(PUBLIC_PAGES_CACHE);
    expect(cacheForResponse("private-file", nobody, "user1", "b1")).toBeNull();
    expect(cacheForResponse("static", user1, "user2", "b1")).toBe("edenkeep-shell-b1");
    expect(cacheForResponse("pass", user1, "user1", "b1")).toBeNull();
  });

  it("drops the previous player's data when their session is gone or another player signed in", () => {
    expect(sessionChange("user1", user1)).toBeNull();
    expect(sessionChange(null, nobody)).toBeNull();
    expect(sessionChange("user1", viewerOf("?"))).toBeNull();
    expect(sessionChange(null, user1)).toEqual({ next: "user1", dropPrevious: false });
    expect(sessionChange("user1", nobody)).toEqual({ next: null, dropPrevious: true });
    expect(sessionChange("user1", viewerOf("user2"))).toEqual({ next: "user2", dropPrevious: true });
  });
});
