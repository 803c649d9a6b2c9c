import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { MAPS_PER_USER, VERSIONS_PER_MAP } from "@/lib/quotas/quotas";
import { api, errorOf, okJson, saved, twoUsers } from "./helpers";

let alice: string;
let bob: string;

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
});

describe("map quotas (lib/quotas/quotas.ts)", () => {
  it(`a user keeps at most ${MAPS_PER_USER} maps: the next save or copy is 429 TOO_MANY_MAPS`, async () => {
    const source = await saved(alice, "public", "Source");
    const client = await db();
    const bobId = (await client.user.findFirstOrThrow({ where: { username: "bob" } })).id;
    await client.edenMap.createMany({ data: Array.from({ length: MAPS_PER_USER }, (_, i) => ({ ownerId: bobId, name: `Filler ${i}`, map: '{"tiles":[]}' })) });
    expect((await errorOf(await api.create({ name: "One more", visibility: "private", map: { tiles: [] } }, bob), 429)).code).toBe("TOO_MANY_MAPS");
    expect((await errorOf(await api.fork(source.id, bob), 429)).code).toBe("TOO_MANY_MAPS");
  });

  it(`the newest ${VERSIONS_PER_MAP} versions of a map are kept`, async () => {
    const { id } = await saved(alice, "private", "Often saved");
    const client = await db();
    await client.edenMap.update({ where: { id }, data: { version: VERSIONS_PER_MAP + 5 } });
    await okJson(await api.put(id, { version: VERSIONS_PER_MAP + 5, name: "Saved again" }, alice));
    const versions = await client.edenMapVersion.findMany({ where: { mapId: id }, select: { version: true } });
    expect(versions.map((v) => v.version)).toEqual([VERSIONS_PER_MAP + 6]);
  });
});

describe("a copy never reveals a private origin", () => {
  it("once the origin turns private, the copy's forkedFromId is hidden from the copier", async () => {
    const source = await saved(alice, "unlisted", "Soon private");
    const client = await db();
    const bobId = (await client.user.findFirstOrThrow({ where: { username: "bob" } })).id;
    await client.edenMap.deleteMany({ where: { ownerId: bobId } });
    const copy = await okJson(await api.fork(source.id, bob), 201);
    expect(copy.forkedFromId).toBe(source.id);
    await okJson(await api.put(source.id, { version: 1, visibility: "private" }, alice));
    expect((await okJson(await api.get(copy.id, bob))).forkedFromId).toBeNull();
    expect((await okJson(await api.mine(bob))).maps.find((m: { id: string }) => m.id === copy.id).forkedFromId).toBeNull();
  });
});
