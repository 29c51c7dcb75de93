/**
 * "M A R I A   G O N Z A L E Z" → "MARIA GONZALEZ": headers typed with a space between letters (and
 * wider gaps between words). Without wider gaps the letters make one word: "S K I L L S" → "SKILLS".
 * Any other line is returned as it is.
 */
export function unspacedLetters(line: string): string {
  const groups = line.trim().split(/ {2,}/);
  const spaced = groups.every((group) => /^\p{L}(?: \p{L})*$/u.test(group));
  const letters = groups.join("").replace(/ /g, "");
  if (!spaced || letters.length < 3 || !groups.some((group) => /^\p{L}(?: \p{L}){2,}$/u.test(group))) {
    return line;
  }
  return groups.map((group) => group.replace(/ /g, "")).join(" ");
}
