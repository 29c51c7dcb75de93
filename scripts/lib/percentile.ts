/** Nearest-rank percentile of an ascending list (fraction 0.95 for p95); 0 for an empty list. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
