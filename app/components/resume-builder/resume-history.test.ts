import { describe, expect, it } from "vitest";
import { COALESCE_WINDOW_MS, HISTORY_LIMIT, historyReducer, startHistory } from "./resume-history";

const type = (text: string, group: string, at: number) =>
  ({ type: "edit", change: () => text, group, at }) as const;

describe("resume history", () => {
  it("undoes and redoes edits in order", () => {
    let state = startHistory("a");
    state = historyReducer(state, { type: "edit", change: () => "b", at: 0 });
    state = historyReducer(state, { type: "edit", change: () => "c", at: 10 });
    state = historyReducer(state, { type: "undo" });
    expect(state.present).toBe("b");
    state = historyReducer(state, { type: "undo" });
    expect(state.present).toBe("a");
    expect(historyReducer(state, { type: "undo" })).toBe(state);
    state = historyReducer(state, { type: "redo" });
    state = historyReducer(state, { type: "redo" });
    expect(state.present).toBe("c");
    expect(historyReducer(state, { type: "redo" })).toBe(state);
  });

  it("makes a burst of typing in one field one step", () => {
    let state = startHistory("");
    state = historyReducer(state, type("M", "contact.fullName", 0));
    state = historyReducer(state, type("Ma", "contact.fullName", 200));
    state = historyReducer(state, type("Mar", "contact.fullName", 400));
    expect(state.past).toEqual([""]);
    state = historyReducer(state, { type: "undo" });
    expect(state.present).toBe("");
  });

  it("starts a new step for another field or after a pause", () => {
    let state = startHistory("");
    state = historyReducer(state, type("M", "contact.fullName", 0));
    state = historyReducer(state, type("M@", "contact.email", 100));
    state = historyReducer(state, type("M@x", "contact.email", 100 + COALESCE_WINDOW_MS + 1));
    expect(state.past).toEqual(["", "M", "M@"]);
  });

  it("drops the redo steps when a new edit is made", () => {
    let state = startHistory("a");
    state = historyReducer(state, { type: "edit", change: () => "b", at: 0 });
    state = historyReducer(state, { type: "undo" });
    state = historyReducer(state, { type: "edit", change: () => "z", at: 5 });
    expect(state.future).toEqual([]);
    expect(historyReducer(state, { type: "redo" }).present).toBe("z");
  });

  it("does not coalesce across an undo", () => {
    let state = startHistory("");
    state = historyReducer(state, type("a", "f", 0));
    state = historyReducer(state, { type: "undo" });
    state = historyReducer(state, type("b", "f", 10));
    expect(state.past).toEqual([""]);
    expect(historyReducer(state, { type: "undo" }).present).toBe("");
  });

  it("records a replaced document as one step and ignores edits that change nothing", () => {
    let state = startHistory("mine");
    state = historyReducer(state, { type: "replace", present: "imported" });
    expect(historyReducer(state, { type: "edit", change: (present) => present, at: 0 })).toBe(state);
    expect(historyReducer(state, { type: "undo" }).present).toBe("mine");
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 5; step++)
      state = historyReducer(state, { type: "edit", change: () => step, at: step * 10_000 });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]).toBe(5);
  });
});
