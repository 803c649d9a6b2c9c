import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText } from "../../support/pdf-inspect";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { GET as proxiesRoute } from "@/app/api/v1/decks/[id]/proxies.pdf/route";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";
import { savedLocale, saveLocale } from "@/lib/accounts/locale";

// The interface language on the server (docs/i18n.md): an account keeps its choice, and a
// proxy sheet prints its words in the language the request asks for, English without one.

describe("languages on the server", () => {
  let owner: { id: string; username: string };
  let deckId: string;

  beforeAll(async () => {
    useTestAuthEnv();
    await freshDatabase({ catalog: true });
    owner = await registerUser({ username: "poliglota", password: "a long enough passphrase" });
    const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
    deckId = (await createDeck(owner.id, { game: "dark-eden", name: "Druk", list, visibility: "private" })).id;
  });

  it("an account has no language until it chooses one, then keeps the last one chosen", async () => {
    expect(await savedLocale(owner.id)).toBeNull();
    await saveLocale(owner.id, "pl");
    await saveLocale(owner.id, "es");
    expect(await savedLocale(owner.id)).toBe("es");
  });

  it("proxies.pdf?locale=pl prints the Polish words; without locale the English ones; a bad locale is a 400", async () => {
    const sheet = async (query: string) =>
      proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf?${query}`, { cookie: await sessionCookie(owner) }), params({ id: deckId }));
    const polish = await extractText(new Uint8Array(await (await sheet("paper=a4&codes=boot-camp&locale=pl")).arrayBuffer()));
    expect(polish).toContain("Liczba sąsiadów");
    expect(polish).not.toContain("Neighbours");
    const english = await extractText(new Uint8Array(await (await sheet("paper=a4&codes=boot-camp")).arrayBuffer()));
    expect(english).toContain("Neighbours");
    expect((await sheet("paper=a4&locale=fr")).status).toBe(400);
  });
});
