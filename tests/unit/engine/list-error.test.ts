import { describe, expect, it } from "vitest";
import { listErrorJson, listErrorSays, parseDeckList, type ListError } from "@/lib/engine/deck-list";

/** A list error's message key and values are fields of the error (CONTRACTS §2 errors, docs/i18n.md). */
describe("a list error's message key", () => {
  const error = (() => {
    const parsed = parseDeckList("game: dark-eden\n0 Boot Camp\n");
    if (parsed.ok) throw new Error("the list should not read");
    return parsed.error;
  })();

  it("is kept by a copy of the error", () => {
    const copy: ListError = { ...error };
    expect(listErrorSays(copy)).toEqual({ key: "quantity", values: { max: 999, written: "0" } });
    expect(listErrorSays(structuredClone(error))).toEqual(listErrorSays(error));
  });

  it("is never in the error's JSON for the API and the CLI", () => {
    expect(listErrorJson(error)).toEqual({ code: "LIST_QUANTITY", message: error.message, line: 2 });
    expect(JSON.stringify(listErrorJson(error))).toBe(JSON.stringify({ code: "LIST_QUANTITY", message: error.message, line: 2 }));
  });
});
