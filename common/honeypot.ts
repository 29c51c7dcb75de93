/**
 * Hidden field people never see or fill; a value means a bot. The API answers it like a success and
 * stores nothing, so bots learn nothing. Its own module: pages with a form but no contact subjects
 * import it without the subject lists.
 */
export const HONEYPOT_FIELD = "website";

/** Whether the hidden field came back with a value: anything but missing, null or "". */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}
