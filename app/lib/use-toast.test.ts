import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  getToasts,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  type ToastState,
  toast,
  toastReducer,
} from "./use-toast";

function item(id: string, overrides: Partial<ToastItem> = {}): ToastItem {
  return { id, open: true, onOpenChange: () => {}, title: `Toast ${id}`, ...overrides };
}

describe("toastReducer", () => {
  it("keeps one toast at a time, the newest", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: "add", toast: item("1") });
    state = toastReducer(state, { type: "add", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the matching toast", () => {
    const state = toastReducer(
      { toasts: [item("1")] },
      { type: "update", toast: { id: "1", title: "Saved" } },
    );
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "Saved", open: true });
    const untouched = toastReducer(state, { type: "update", toast: { id: "9", title: "Other" } });
    expect(untouched.toasts[0]?.title).toBe("Saved");
  });

  it("dismisses by closing the toast without removing it", () => {
    const state = toastReducer({ toasts: [item("1"), item("2")] }, { type: "dismiss", toastId: "1" });
    expect(state.toasts.map((t) => [t.id, t.open])).toEqual([
      ["1", false],
      ["2", true],
    ]);
  });

  it("dismisses every toast when no id is given", () => {
    const state = toastReducer({ toasts: [item("1"), item("2")] }, { type: "dismiss" });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  it("removes one toast by id, or all without an id", () => {
    const both = { toasts: [item("1"), item("2")] };
    expect(toastReducer(both, { type: "remove", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(toastReducer(both, { type: "remove" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows a toast with its title, description and variant", () => {
    const { id } = toast({
      title: "Subscription failed",
      description: "Please try again later",
      variant: "destructive",
    });
    expect(getToasts().toasts).toEqual([
      expect.objectContaining({
        id,
        open: true,
        title: "Subscription failed",
        description: "Please try again later",
        variant: "destructive",
      }),
    ]);
  });

  it("replaces the toast on screen with the newer one", () => {
    toast({ title: "First" });
    toast({ title: "Second" });
    expect(getToasts().toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("removes a dismissed toast only after 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const shown = toast({ title: "Message Sent!" });
    shown.dismiss();
    expect(getToasts().toasts).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts().toasts).toEqual([]);
  });

  it("dismisses when Radix reports the toast closed (timeout, swipe or close button)", () => {
    toast({ title: "Closing" });
    getToasts().toasts[0]?.onOpenChange(false);
    expect(getToasts().toasts[0]?.open).toBe(false);
  });

  it("updates its own toast", () => {
    const shown = toast({ title: "Sending..." });
    shown.update({ title: "Message Sent!" });
    expect(getToasts().toasts[0]).toMatchObject({ id: shown.id, title: "Message Sent!", open: true });
  });
});
