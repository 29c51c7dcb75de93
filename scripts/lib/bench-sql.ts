/**
 * SQL text for seeding a bench in one INSERT … SELECT over generate_series(…) AS n: literals, and
 * columns that vary with the row number n, deterministically.
 */

/** A string as an SQL literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Strings as an SQL text[] literal. */
export const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(",")}]::text[]`;

/** An element of an SQL array picked by a hash of n and a salt, so columns don't move together. */
export const pick = (array: string, salt: number) =>
  `(${array})[1 + abs(hashtext(n::text || '/${salt}')) % cardinality(${array})]`;

/** A pseudo-random whole number in [0, modulus) for row n, independent of the other columns. */
export const roll = (salt: number, modulus: number) => `(abs(hashtext(n::text || '#${salt}')) % ${modulus})`;
