import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createRoute } from "@/app/api/v1/sets/route";
import { PUT as putRoute } from "@/app/api/v1/sets/[id]/route";
import { GET as versionsRoute } from "@/app/api/v1/sets/[id]/versions/route";
import { db } from "@/lib/db/client";
import { registerUser } from "@/lib/accounts/service";
import { MAX_SET_VERSIONS, MAX_SETS_PER_USER } from "@/lib/sets/limits";

let cookie: string;
const tiny = (name: string) => ({ game: "eden-skirmish", name, visibility: "private", cards: [{ code: "scout", name: "Scout", kind: "combatant", value: 5 }] });

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  cookie = await sessionCookie(await registerUser({ username: "maker", password: "maker's long password" }));
});

describe("set limits", () => {
  it(`keeps the newest ${MAX_SET_VERSIONS} versions of a set`, async () => {
    const set = await (await createRoute(request("POST", "/api/v1/sets", { json: tiny("Busy set"), cookie }))).json();
    for (let v = 1; v <= MAX_SET_VERSIONS + 4; v++) {
      const res = await putRoute(request("PUT", `/api/v1/sets/${set.id}`, { json: { version: v, name: `Busy set ${v}` }, cookie }), params({ id: set.id }));
      expect(res.status).toBe(200);
    }
    const history = await (await versionsRoute(request("GET", `/api/v1/sets/${set.id}/versions`, { cookie }), params({ id: set.id }))).json();
    expect(history.current).toBe(MAX_SET_VERSIONS + 5);
    expect(history.versions).toHaveLength(MAX_SET_VERSIONS);
    expect(history.versions[0].version).toBe(6);
  });

  it(`refuses a set beyond ${MAX_SETS_PER_USER} per user with 429, saving nothing`, async () => {
    const client = await db();
    const have = await client.playerSet.count();
    for (let i = have; i < MAX_SETS_PER_USER; i++)
      expect((await createRoute(request("POST", "/api/v1/sets", { json: tiny(`Set ${i}`), cookie }))).status).toBe(201);
    const res = await createRoute(request("POST", "/api/v1/sets", { json: tiny("One too many"), cookie }));
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("TOO_MANY_SETS");
    expect(await client.playerSet.count()).toBe(MAX_SETS_PER_USER);
  });
});
