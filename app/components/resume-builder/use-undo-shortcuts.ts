import { type RefObject, useEffect, useRef } from "react";

type UndoControls = { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere in the builder, text fields
 * included: the builder's history replaces the browser's per-field undo, so one undo step is the
 * same whether it came from typing or from a button.
 */
export function useUndoShortcuts(root: RefObject<HTMLElement | null>, controls: UndoControls): void {
  const latest = useRef(controls);
  latest.current = controls;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as Node | null;
      if (target !== document.body && !root.current?.contains(target)) return;
      const key = event.key.toLowerCase();
      const isRedo = (key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey && !event.shiftKey);
      const isUndo = key === "z" && !event.shiftKey;
      if (!isUndo && !isRedo) return;
      event.preventDefault();
      const { undo, redo, canUndo, canRedo } = latest.current;
      if (isUndo && canUndo) undo();
      if (isRedo && canRedo) redo();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [root]);
}
