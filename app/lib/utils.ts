import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No conflict resolution (tailwind-merge would cost 8 KB on every page, see
 * ADR 0003): never pass two utilities for the same property — pick one with a condition instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
