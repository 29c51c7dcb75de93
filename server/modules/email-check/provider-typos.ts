/** Big providers whose misspellings are worth catching, most used first (ties go to the first). */
const TYPO_TARGETS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "icloud.com",
  "comcast.net",
  "bellsouth.net",
  "verizon.net",
  "sbcglobal.net",
  "protonmail.com",
  "charter.net",
  "earthlink.net",
];

/**
 * Real domains that sit within two edits of a target; they are never "corrected". Short provider
 * names (aol.com, att.net, me.com) are here rather than targets: within two edits of them lie too
 * many genuine company domains.
 */
const KNOWN_DOMAINS = new Set([
  ...TYPO_TARGETS,
  "aol.com",
  "att.net",
  "cox.net",
  "email.com",
  "gmail.co.uk",
  "gmx.com",
  "gmx.net",
  "hotmail.ca",
  "hotmail.co.uk",
  "hotmail.fr",
  "live.com",
  "mac.com",
  "mail.com",
  "me.com",
  "msn.com",
  "outlook.es",
  "outlook.fr",
  "proton.me",
  "yahoo.ca",
  "yahoo.co.uk",
  "yahoo.es",
  "yahoo.fr",
  "ymail.com",
]);

const MAX_EDITS = 2;

/** The provider domain the address probably meant (gmial.com → gmail.com), or undefined. */
export function suggestProviderDomain(domain: string): string | undefined {
  if (KNOWN_DOMAINS.has(domain)) return undefined;
  let best: { target: string; distance: number } | undefined;
  for (const target of TYPO_TARGETS) {
    const distance = editDistance(domain, target);
    if (distance <= MAX_EDITS && (!best || distance < best.distance)) best = { target, distance };
  }
  return best?.target;
}

/** Optimal string alignment distance: Levenshtein plus swapping two neighbours (gmial → gmail) as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(a.length, b.length);
}
