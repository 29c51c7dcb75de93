/** The hidden field only bots fill (the contact forms' trap and its name). */
export function isFilled(value: string | undefined): boolean {
  return value !== undefined && value !== "";
}
