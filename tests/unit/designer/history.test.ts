import { describe, expect, it } from "vitest";
import { record, redo, redoLabel, startHistory, undo, undoLabel } from "@/components/designer/history";

describe("designer undo history", () => {
  it("undoes and redoes steps in order, with their labels", () => {
    let h = startHistory("a");
    h = record(h, "b", "Edit name", 0);
    h = record(h, "c", "Edit CV", 5000);
    expect(undoLabel(h)).toBe("Edit CV");
    h = undo(h);
    expect(h.present).toBe("b");
    expect(redoLabel(h)).toBe("Edit CV");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe("c");
    expect(redo(h)).toBe(h);
  });

  it("merges quick edits with the same label into one step (typing a name is one undo)", () => {
    let h = startHistory("");
    for (const [i, text] of ["M", "Ma", "Mar"].entries()) h = record(h, text, "Edit card 1", i * 100);
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toBe("");
  });

  it("keeps a new step when the label differs or time has passed", () => {
    let h = startHistory(0);
    h = record(h, 1, "Edit card 1", 0);
    h = record(h, 2, "Edit card 2", 10);
    h = record(h, 3, "Edit card 2", 5000);
    expect(h.past.map((p) => p.value)).toEqual([0, 1, 2]);
  });

  it("a new edit after an undo drops the redo steps", () => {
    let h = record(record(startHistory(0), 1, "x", 0), 2, "y", 5000);
    h = record(undo(h), 9, "z", 9000);
    expect(h.future).toEqual([]);
    expect(h.present).toBe(9);
  });

  it("keeps at most the limit of steps", () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = record(h, i, `step ${i}`, i * 5000, 4);
    expect(h.past.map((p) => p.value)).toEqual([6, 7, 8, 9]);
  });

  it("an unchanged value records nothing", () => {
    const h = startHistory("same");
    expect(record(h, "same", "x", 0)).toBe(h);
  });
});
