export type PasswordStrength = { level: 0 | 1 | 2 | 3 | 4; label: string; hint: string };

/**
 * A hint only, never a rule (OWASP: length over composition): the server's rules are 8–128
 * characters and not one of the commonest passwords. Length counts most; mixing kinds of
 * characters and avoiding repeats add a little.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { level: 0, label: "", hint: "Use at least 8 characters." };
  if (password.length < 8) {
    return { level: 1, label: "Too short", hint: `${8 - password.length} more characters needed.` };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const distinct = new Set(password).size;
  let score = password.length >= 16 ? 3 : password.length >= 12 ? 2 : 1;
  if (kinds >= 3) score += 1;
  if (distinct < password.length / 2) score -= 1;
  if (score <= 1) {
    return { level: 2, label: "Fair", hint: "Longer is stronger: try a phrase of three or four words." };
  }
  if (score === 2) return { level: 3, label: "Good", hint: "A few more characters would make it strong." };
  return { level: 4, label: "Strong", hint: "Great: this password is hard to guess." };
}
