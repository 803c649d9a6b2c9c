import { registerUser } from "@/lib/accounts/service";
import { freshDatabase } from "../fresh-db";

/** A fresh database with the bundled catalogs and two players, alice and bob. */
export async function catalogWithAliceAndBob(): Promise<{ aliceId: string; bobId: string }> {
  await freshDatabase({ catalog: true });
  const aliceId = (await registerUser({ username: "alice", password: "alice's long password" })).id;
  const bobId = (await registerUser({ username: "bob", password: "bob's long password" })).id;
  return { aliceId, bobId };
}
