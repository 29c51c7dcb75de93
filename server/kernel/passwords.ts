// Password hashing (Argon2id) for every kind of account.
import { hash, verify } from "@node-rs/argon2";

/** The package's Algorithm.Argon2id, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP's Argon2id baseline: 19 MiB of memory, 2 passes, one lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the stored hash, or against a throwaway hash when there is no account,
 * so an unknown email costs the same Argon2 work as a wrong password and timing tells nothing.
 */
export async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword("no account has this password");
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}
