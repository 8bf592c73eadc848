import { loadScript } from "../shared/script-loader";
import { bookingScriptUrl } from "../shared/smoobu";

/** The provider's global, defined by BookingToolIframe.js. */
export interface BookingToolIframeApi {
  initialize(options: { url: string; baseUrl: string; target: string }): void;
}

declare global {
  interface Window {
    BookingToolIframe?: BookingToolIframeApi;
  }
}

let pending: Promise<BookingToolIframeApi> | null = null;

/**
 * BookingToolIframe.js, loaded once per page (retried after 1 s and 3 s); a change of apartment
 * loads that apartment's booking page. After a final failure the next call starts again (the
 * guest's "Try again").
 */
export function loadBookingTool(): Promise<BookingToolIframeApi> {
  if (window.BookingToolIframe) return Promise.resolve(window.BookingToolIframe);
  pending ??= loadScript(bookingScriptUrl)
    .then(() => {
      if (!window.BookingToolIframe) throw new Error("BookingToolIframe.js ran but defined no BookingToolIframe");
      return window.BookingToolIframe;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
