import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { localFilters } from "@/components/catalog/local-filters";
import { readMessages } from "@/i18n/messages";
import { rulesetFor } from "@/lib/games";

const translator = (locale: "en" | "pl" | "es") =>
  createTranslator({ locale, messages: readMessages(locale) }) as unknown as Parameters<typeof localFilters>[2];

describe("catalog filters in the interface language", () => {
  it("Dark Eden filters read in Polish with the rulebook's words; values stay", () => {
    const filters = localFilters(rulesetFor("dark-eden").catalogFilters ?? [], "dark-eden", translator("pl"));
    const affiliation = filters.find((f) => f.key === "affiliation");
    expect(affiliation?.label).toBe("Przynależność");
    expect(affiliation?.options?.find((o) => o.value === "templars")?.label).toBe("Templariusze");
    expect(filters.find((f) => f.key === "class")?.options?.map((o) => o.value)).toEqual(["infantry", "cavalry", "vehicle"]);
  });

  it("EDEN stigmas read in Spanish as the rules say them", () => {
    const filters = localFilters(rulesetFor("eden-skirmish").catalogFilters ?? [], "eden-skirmish", translator("es"));
    expect(filters.find((f) => f.key === "stigma")?.options?.map((o) => o.label)).toEqual(["Destrucción", "Orden", "Protección", "Cambio", "Caos"]);
  });

  it("English labels are the games' own, and a game without translations keeps its labels", () => {
    for (const game of ["dark-eden", "eden-skirmish", "got-cgs"] as const) {
      const own = rulesetFor(game).catalogFilters ?? [];
      expect(localFilters(own, game, translator("en"))).toEqual(own);
    }
    const got = rulesetFor("got-cgs").catalogFilters ?? [];
    expect(localFilters(got, "no-such-game", translator("pl"))).toEqual(got);
  });

  it("Gardener of Thoughts' Type filter reads in Spanish; values stay", () => {
    const [type] = localFilters(rulesetFor("got-cgs").catalogFilters ?? [], "got-cgs", translator("es"));
    expect(type.label).toBe("Tipo");
    expect(type.options?.map((o) => [o.value, o.label])).toEqual([
      ["adventure", "Aventura"],
      ["support", "Apoyo"],
      ["unknown", "Atributos ilegibles"],
    ]);
  });
});
