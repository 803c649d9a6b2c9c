import { describe, expect, it } from "vitest";
import { parseWarbandHeader } from "@/lib/games/eden-skirmish/warband";
import { parseBudgetHeader } from "@/lib/games/eden-skirmish/budget-header";

const read = (text: string, catalog: string[] = []) => {
  const r = parseWarbandHeader(text, catalog);
  return r.ok ? `${r.warband.type}:${r.warband.slug}` : "error";
};

describe('warband header (CONTRACTS §2; EDEN rules, "3. Formar la banda": Facción or Estigma)', () => {
  it("reads faction and stigma by slug and by English, Spanish or French name, diacritics-insensitively", () => {
    expect(read("faction jokers")).toBe("faction:jokers");
    expect(read("faction Jokers")).toBe("faction:jokers");
    expect(read("faction Banda de los Jokers")).toBe("faction:jokers");
    expect(read("faction Clan Bamaka")).toBe("faction:bamaka");
    expect(read("faction I.S.C.")).toBe("faction:isc");
    expect(read("faction Matriarcado de Sybille")).toBe("faction:matriarchy");
    expect(read("stigma Caos")).toBe("stigma:chaos");
    expect(read("stigma chaos")).toBe("stigma:chaos");
    expect(read("stigma Destruccion")).toBe("stigma:destruction");
    expect(read("estigma Protección")).toBe("stigma:protection");
    expect(read("facción bamaka")).toBe("faction:bamaka");
    expect(read("Faction: Jokers")).toBe("faction:jokers");
  });

  it("reads a bare name that is a faction or a stigma", () => {
    expect(read("Banda de los Jokers")).toBe("faction:jokers");
    expect(read("Orden")).toBe("stigma:order");
  });

  it("refuses unknown names, a stigma given as a faction, an empty type and garbage", () => {
    expect(read("faction Foo")).toBe("error");
    expect(read("faction Caos")).toBe("error");
    expect(read("stigma Jokers")).toBe("error");
    expect(read("faction")).toBe("error");
    expect(read("constructor jokers")).toBe("error");
    expect(read("__proto__")).toBe("error");
    const r = parseWarbandHeader("faction Caos");
    expect(r.ok === false && r.message).toMatch(/stigma/);
  });

  it("accepts a later faction slug the catalog's cards carry", () => {
    expect(read("faction mutants-of-x")).toBe("error");
    expect(read("faction mutants-of-x", ["mutants-of-x"])).toBe("faction:mutants-of-x");
  });
});

describe('budget header (CONTRACTS §2; EDEN rules, "3. Formar la banda": 100 points by default)', () => {
  it("defaults to 100 and reads whole numbers with an optional unit", () => {
    expect(parseBudgetHeader("")).toEqual({ ok: true, budget: 100 });
    expect(parseBudgetHeader("150")).toEqual({ ok: true, budget: 150 });
    expect(parseBudgetHeader("150 pts")).toEqual({ ok: true, budget: 150 });
    expect(parseBudgetHeader("200 puntos")).toEqual({ ok: true, budget: 200 });
  });

  it("refuses words, zero, negatives and fractions", () => {
    for (const bad of ["lots", "0", "-5", "1.5", "100 euros"]) expect(parseBudgetHeader(bad).ok, bad).toBe(false);
  });
});
