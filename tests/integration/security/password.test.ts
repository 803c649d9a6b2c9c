import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { authenticate, registerUser } from "@/lib/accounts/service";

const PASSWORD = "correct horse battery";

beforeAll(async () => {
  await freshDatabase();
});

async function storedHash(username: string): Promise<string> {
  return (await (await db()).user.findFirstOrThrow({ where: { username } })).passwordHash;
}

describe("password hashing", () => {
  it("new passwords are stored as argon2id (19 MiB, 2 passes)", async () => {
    await registerUser({ username: "newcomer", password: PASSWORD });
    expect(await storedHash("newcomer")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await authenticate("newcomer", PASSWORD, "192.0.2.1")).toMatchObject({ username: "newcomer" });
    expect(await authenticate("newcomer", "wrong password", "192.0.2.1")).toBeNull();
  });

  it("hashing runs off the main thread: timers keep firing during a burst of 8 hashes", async () => {
    let worstGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    let ticks = 0;
    const counter = setInterval(() => ticks++, 5);
    await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`burst password ${i}`)));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    clearInterval(counter);
    // Hashing on the main thread would freeze the timers for the whole burst.
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(worstGap).toBeLessThan(elapsed / 2);
  });
});
