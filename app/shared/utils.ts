import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (about 7 KB gzip on every page): a component's own
 * classes and the ones a caller adds must not set the same property; give such defaults as
 * variants or fallbacks instead (see Button's sizes, LogoMark's size).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
