import type { UIMatch } from "react-router";

/**
 * What a route says of its page in its `handle` (app/root.tsx reads it):
 * - `bookingBar`: an apartment's page, with the phone booking bar; `<html data-booking-bar>` from
 *   the first byte, so the bar's offsets (app.css) need no `html:has(…)`, which the browser
 *   re-checks as the parser inserts elements.
 */
export interface PageHandle {
  bookingBar?: boolean;
}

export function hasHandle(matches: UIMatch[], key: keyof PageHandle): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.[key] === true);
}
