/**
 * Undo and redo for the editor: a reducer over past, present and future states. Typing in one field
 * is one step, not one per keystroke: an edit carrying the same `group` (the field's path) as the
 * previous one, within COALESCE_WINDOW_MS of it, replaces the present instead of adding a step.
 */

export const HISTORY_LIMIT = 100;
export const COALESCE_WINDOW_MS = 1000;

export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  /** The group and time of the last edit, to merge a burst of typing into one step. */
  lastEdit: { group: string; at: number } | null;
};

export type HistoryAction<T> =
  | { type: "edit"; change: (present: T) => T; group?: string; at: number }
  /** A whole new document (an import, an example, a saved version): one undoable step. */
  | { type: "replace"; present: T }
  | { type: "undo" }
  | { type: "redo" };

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastEdit: null };
}

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "edit": {
      const next = action.change(state.present);
      if (next === state.present) return state;
      const { lastEdit } = state;
      const continuesBurst =
        action.group !== undefined &&
        lastEdit?.group === action.group &&
        action.at - lastEdit.at <= COALESCE_WINDOW_MS;
      const lastEditNow = action.group === undefined ? null : { group: action.group, at: action.at };
      if (continuesBurst) return { ...state, present: next, future: [], lastEdit: lastEditNow };
      return {
        past: withLimit([...state.past, state.present]),
        present: next,
        future: [],
        lastEdit: lastEditNow,
      };
    }
    case "replace":
      return {
        past: withLimit([...state.past, state.present]),
        present: action.present,
        future: [],
        lastEdit: null,
      };
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastEdit: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastEdit: null };
    }
  }
}

function withLimit<T>(past: T[]): T[] {
  return past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past;
}
