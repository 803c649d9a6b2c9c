import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { GET as listMine, POST as createRoute } from "@/app/api/v1/maps/route";
import { POST as checkRoute } from "@/app/api/v1/maps/check/route";
import { GET as listPublic } from "@/app/api/v1/maps/public/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/maps/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/maps/[id]/export/route";
import { POST as forkRoute } from "@/app/api/v1/maps/[id]/fork/route";
import { GET as versionsRoute } from "@/app/api/v1/maps/[id]/versions/route";
import { GET as versionRoute } from "@/app/api/v1/maps/[id]/versions/[n]/route";
import { registerUser } from "@/lib/accounts/service";

/** Calling the map route handlers (CONTRACTS §7) as Next would. */

// biome-ignore lint/suspicious/noExplicitAny: response JSON under test
export type Json = Record<string, any>;

export const EXAMPLE_MAP = JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as { tiles: Json[] };

export const api = {
  check: (json: unknown, cookie?: string) => checkRoute(request("POST", "/api/v1/maps/check", { json, cookie })),
  checkRaw: (body: string) => checkRoute(request("POST", "/api/v1/maps/check", { body, headers: { "content-type": "application/json" } })),
  create: (json: unknown, cookie?: string) => createRoute(request("POST", "/api/v1/maps", { json, cookie })),
  createRaw: (body: string, cookie?: string) => createRoute(request("POST", "/api/v1/maps", { body, cookie, headers: { "content-type": "application/json" } })),
  mine: (cookie?: string) => listMine(request("GET", "/api/v1/maps", { cookie })),
  public: (query = "", cookie?: string) => listPublic(request("GET", `/api/v1/maps/public${query}`, { cookie })),
  get: (id: string, cookie?: string) => getRoute(request("GET", `/api/v1/maps/${id}`, { cookie }), params({ id })),
  put: (id: string, json: unknown, cookie?: string) => putRoute(request("PUT", `/api/v1/maps/${id}`, { json, cookie }), params({ id })),
  del: (id: string, cookie?: string) => deleteRoute(request("DELETE", `/api/v1/maps/${id}`, { cookie }), params({ id })),
  export: (id: string, cookie?: string) => exportRoute(request("GET", `/api/v1/maps/${id}/export`, { cookie }), params({ id })),
  fork: (id: string, cookie?: string, json?: unknown) => forkRoute(request("POST", `/api/v1/maps/${id}/fork`, { cookie, json }), params({ id })),
  versions: (id: string, cookie?: string) => versionsRoute(request("GET", `/api/v1/maps/${id}/versions`, { cookie }), params({ id })),
  version: (id: string, n: string, cookie?: string) => versionRoute(request("GET", `/api/v1/maps/${id}/versions/${n}`, { cookie }), params({ id, n })),
};

export async function errorOf(res: Response, status: number): Promise<{ code: string; message: string; issues?: Json[] }> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()).error;
}

export async function okJson(res: Response, status = 200): Promise<Json> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

/** A fresh database with two users; their session cookies. */
export async function twoUsers(): Promise<{ alice: string; bob: string }> {
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, the test helper that sets the auth environment.
  useTestAuthEnv();
  await freshDatabase();
  const alice = await registerUser({ username: "alice", password: "alice's long password" });
  const bob = await registerUser({ username: "bob", password: "bob's long password" });
  return { alice: await sessionCookie(alice), bob: await sessionCookie(bob) };
}

export async function saved(cookie: string, visibility: "private" | "unlisted" | "public", name = "Two rivers", map: unknown = EXAMPLE_MAP): Promise<Json> {
  return okJson(await api.create({ name, visibility, map }, cookie), 201);
}
