import { focusField } from "./field-paths";

/** Focuses a control that the edit just made, once React has drawn it. */
export function focusAfterRender(path: string): void {
  requestAnimationFrame(() => requestAnimationFrame(() => focusField(path)));
}
