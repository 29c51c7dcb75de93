/**
 * Field paths name a place in the document the way the checks and the layout do: "contact.email",
 * "sections.<sectionId>.title", "sections.<sectionId>.entries.<entryId>.bullets.2". Every editor
 * control has the id fieldDomId(path), so a check or a click on the preview can focus it.
 */

export const contactPath = (key: string) => `contact.${key}`;
export const sectionPath = (sectionId: string, key: string) => `sections.${sectionId}.${key}`;
export const entryPath = (sectionId: string, entryId: string, key?: string) =>
  `sections.${sectionId}.entries.${entryId}${key === undefined ? "" : `.${key}`}`;
export const bulletPath = (sectionId: string, entryId: string, index: number) =>
  entryPath(sectionId, entryId, `bullets.${index}`);

export function fieldDomId(path: string): string {
  return `resume-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

const FIELDS = "input, textarea, select";

/**
 * Focuses the control for a path and scrolls it into view. A path finer than any control (a whole
 * entry, a keyword of a list) falls back to the nearest enclosing one: its first control.
 */
export function focusField(path: string): boolean {
  const parts = path.split(".");
  for (let length = parts.length; length > 0; length--) {
    const element = document.getElementById(fieldDomId(parts.slice(0, length).join(".")));
    if (!element) continue;
    const target = element.matches(`${FIELDS}, button`)
      ? element
      : (element.querySelector<HTMLElement>(FIELDS) ?? element.querySelector<HTMLElement>("button"));
    if (!target) continue;
    target.scrollIntoView({ block: "center", behavior: "smooth" });
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}
