/** Index arithmetic of the image viewer: next and previous wrap around. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

export const nextIndex = (index: number, total: number) => wrapIndex(index + 1, total);
export const previousIndex = (index: number, total: number) => wrapIndex(index - 1, total);

/** "current / total", counting from 1. */
export function counterText(index: number, total: number): string {
  return `${wrapIndex(index, total) + 1} / ${total}`;
}
