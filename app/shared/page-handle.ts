import type { UIMatch } from "react-router";

/** `bookingBar` puts `<html data-booking-bar>` in the first byte, so app.css needs no `html:has(…)`, which the browser re-checks as the parser inserts elements. */
export interface PageHandle {
  bookingBar?: boolean;
}

export function hasHandle(matches: UIMatch[], key: keyof PageHandle): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.[key] === true);
}
