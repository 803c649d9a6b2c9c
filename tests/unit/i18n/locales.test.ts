import { describe, expect, it } from "vitest";
import { growth, linear } from "../../support/growth";
import { chooseLocale, localeFromAcceptLanguage } from "@/i18n/locales";

describe("choosing the interface language", () => {
  it("reads Accept-Language by quality, a region matching its language", () => {
    expect(localeFromAcceptLanguage("pl-PL,pl;q=0.9,en;q=0.8")).toBe("pl");
    expect(localeFromAcceptLanguage("de-DE,es-MX;q=0.7,en;q=0.5")).toBe("es");
    expect(localeFromAcceptLanguage("en;q=0.2, es;q=0.9")).toBe("es");
    expect(localeFromAcceptLanguage("fr, de")).toBeNull();
    expect(localeFromAcceptLanguage("pl;q=0")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it("takes the cookie first, then the account, then Accept-Language, then English", () => {
    expect(chooseLocale("es", "pl", "pl")).toBe("es");
    expect(chooseLocale(undefined, "pl", "es")).toBe("pl");
    expect(chooseLocale("xx", null, "es-ES")).toBe("es");
    expect(chooseLocale(undefined, null, "fr")).toBe("en");
  });

  it("reads a long hostile header in bounded time: a header 8 times longer costs no more than linear work", async () => {
    const header = (n: number) => `${"x;q=0.1,".repeat(n)}pl`;
    expect(localeFromAcceptLanguage(header(100_000))).toBeNull(); // only the first entries are read
    expect(await growth(header, localeFromAcceptLanguage, 12_500)).toBeLessThan(linear());
  });
});
