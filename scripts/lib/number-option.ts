/** A whole-number command-line option (`--name 42`), or the fallback; exits 1 naming a bad value. */
export function numberOption(script: string, name: string, fallback: number, min = 1): number {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < min) {
    process.stderr.write(`${script}: ${name} must be a whole number ≥ ${min}\n`);
    process.exit(1);
  }
  return value;
}
