import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute, PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { POST as importSetRoute } from "@/app/api/v1/sets/import/route";
import { registerUser } from "@/lib/accounts/service";

// The API's refusals through the real routes and database (docs/i18n.md, "API refusals"): a page
// that sends X-Interface-Locale reads the message (and a set's problems) in its language; everyone
// else reads English; the code, status and the issues' other fields are the same either way (docs/api.md).

const LIST = "game: dark-eden\nname: Rush\ncommander: Kommendant Leitheusser\n5 Boot Camp\n10 Soldat\n";
let cookie: string;

const asked = (locale?: string) => (locale ? { "X-Interface-Locale": locale } : undefined);

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string; issues?: unknown } };
  return body.error;
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  cookie = await sessionCookie(await registerUser({ username: "ania", password: "ania's long password" }));
});

describe("API refusals in the language the page asks for", () => {
  it("a deck that is not there: the same code and shape, the message in Polish or Spanish", async () => {
    const get = (locale?: string) => getDeckRoute(request("GET", "/api/v1/decks/nope", { cookie, headers: asked(locale) }), params({ id: "nope" }));
    expect(await refusal(await get(), 404)).toEqual({ code: "NOT_FOUND", message: "No such deck." });
    expect(await refusal(await get("pl"), 404)).toEqual({ code: "NOT_FOUND", message: "Nie ma takiej talii." });
    expect(await refusal(await get("es"), 404)).toEqual({ code: "NOT_FOUND", message: "No existe ese mazo." });
    // A language the interface does not speak gets English.
    expect(await refusal(await get("de"), 404)).toEqual({ code: "NOT_FOUND", message: "No such deck." });
  });

  it("a save on a stale version names the current version in the reader's words; issues stay as the API gives them", async () => {
    const created = await createDeckRoute(request("POST", "/api/v1/decks", { cookie, json: { game: "dark-eden", list: LIST } }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const put = (version: number, locale?: string) =>
      putDeckRoute(request("PUT", `/api/v1/decks/${id}`, { cookie, headers: asked(locale), json: { version, list: LIST } }), params({ id }));
    expect((await put(1)).status).toBe(200);
    const polish = await refusal(await put(1, "pl"), 409);
    expect(polish.code).toBe("STALE_VERSION");
    expect(polish.message).toBe("Talię zapisano w międzyczasie (jest w wersji 2); wczytaj ją ponownie i wprowadź zmianę jeszcze raz.");
    expect(polish.issues).toEqual([{ path: "version", message: "The current version is 2.", currentVersion: 2 }]);
  });

  it("a list with an unknown card: the list problem's own words (listProblems), the line still in the issues", async () => {
    const json = { game: "dark-eden", list: "game: dark-eden\nname: X\n3 Bootcampp\n" };
    const english = await refusal(await createDeckRoute(request("POST", "/api/v1/decks", { cookie, json })), 400);
    const spanish = await refusal(await createDeckRoute(request("POST", "/api/v1/decks", { cookie, json, headers: asked("es") })), 400);
    expect(spanish.code).toBe(english.code);
    expect(english.message).toMatch(/^Line 3: unknown card "Bootcampp"/);
    expect(spanish.message).toMatch(/^carta desconocida «Bootcampp»/);
    expect(spanish.issues).toEqual(english.issues);
  });

  it("a set file with problems: how many, in the reader's plural", async () => {
    const cards = [
      { code: "a", name: "A", type: "warrior", affiliation: "general", cv: "high" },
      { code: "b", name: "B", type: "warrior", affiliation: "general", cv: "low" },
    ];
    const json = { game: "dark-eden", set: { code: "bad", name: "Bad" }, cards };
    const polish = await refusal(await importSetRoute(request("POST", "/api/v1/sets/import", { cookie, json, headers: asked("pl") })), 400);
    expect(polish.code).toBe("INVALID_CARD");
    expect(polish.message).toBe("Zestaw nie został zapisany: 2 problemy, wymienione poniżej.");
    // Each problem in zod's own Polish (as the import page says it), its card and field as the API gives them.
    expect(polish.issues).toEqual([
      { card: "a", field: "cv", message: "Nieprawidłowe dane wejściowe: oczekiwano liczba, otrzymano string" },
      { card: "b", field: "cv", message: "Nieprawidłowe dane wejściowe: oczekiwano liczba, otrzymano string" },
    ]);
    const english = await refusal(await importSetRoute(request("POST", "/api/v1/sets/import", { cookie, json })), 400);
    expect(english.issues).toEqual([
      { card: "a", field: "cv", message: "Invalid input: expected number, received string" },
      { card: "b", field: "cv", message: "Invalid input: expected number, received string" },
    ]);
  });

  it("writing without signing in", async () => {
    const res = await createDeckRoute(request("POST", "/api/v1/decks", { json: { game: "dark-eden", list: LIST }, headers: asked("es") }));
    expect(await refusal(res, 401)).toEqual({ code: "UNAUTHENTICATED", message: "Inicia sesión primero." });
  });
});
