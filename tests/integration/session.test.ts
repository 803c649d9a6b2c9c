import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { currentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
});

async function newUser(username: string) {
  const client = await db();
  return client.user.create({ data: { username, passwordHash: "unused" }, select: { id: true, username: true } });
}

const asking = (cookie: string) => currentUser(request("GET", "/api/v1/decks", { cookie }));

describe("the session user of a request", () => {
  it("is the token's user, read again on every request", async () => {
    const user = await newUser("session-reader");
    const cookie = await sessionCookie(user);
    expect(await asking(cookie)).toEqual(user);
    expect(await asking(cookie)).toEqual(user);
  });

  it("is nobody as soon as the account is deleted, even with the same remembered token", async () => {
    const user = await newUser("session-deleted");
    const cookie = await sessionCookie(user);
    expect(await asking(cookie)).toEqual(user);
    await (await db()).user.delete({ where: { id: user.id } });
    expect(await asking(cookie)).toBeNull();
  });

  it("is nobody for a token altered by one character", async () => {
    const user = await newUser("session-tampered");
    const cookie = await sessionCookie(user);
    expect(await asking(cookie)).toEqual(user);
    const at = cookie.length - 20;
    const altered = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    expect(await asking(altered)).toBeNull();
  });
});
