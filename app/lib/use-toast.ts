import { type ReactNode, useSyncExternalStore } from "react";

/** SPEC §9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_VIEWPORT_HOTKEY = ["F8"];

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's default (TOAST_DURATION) when absent. */
  duration?: number;
};

export type ToastItem = ToastOptions & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; toast: Partial<ToastItem> & { id: string } }
  | { type: "dismiss"; toastId?: string }
  | { type: "remove"; toastId?: string };

/** Pure state transitions; without a toastId, dismiss and remove apply to every toast. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((item) =>
          item.id === action.toast.id ? { ...item, ...action.toast } : item,
        ),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((item) =>
          action.toastId === undefined || item.id === action.toastId ? { ...item, open: false } : item,
        ),
      };
    case "remove":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((item) => item.id !== action.toastId),
      };
  }
}

const EMPTY_STATE: ToastState = { toasts: [] };
let state: ToastState = EMPTY_STATE;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

/** A dismissed toast stays in state (closed, so it can animate out) until the removal delay passes. */
function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: "remove", toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(toastId, timer);
}

function dispatch(action: ToastAction) {
  if (action.type === "dismiss") {
    const ids = action.toastId === undefined ? state.toasts.map((item) => item.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastState {
  return state;
}

/** Shows a toast; with TOAST_LIMIT 1 it replaces the one on screen. */
export function toast(options: ToastOptions) {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(lastId);
  const dismiss = () => dispatch({ type: "dismiss", toastId: id });
  const update = (changes: ToastOptions) => dispatch({ type: "update", toast: { ...changes, id } });
  dispatch({
    type: "add",
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: "dismiss", toastId });
}

/** The toasts to render; none during server rendering, where nobody can have triggered one. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToasts, () => EMPTY_STATE);
  return { toasts, toast, dismiss: dismissToast };
}
