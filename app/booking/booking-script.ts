import { loadScript } from "../shared/script-loader";
import { bookingScriptUrl } from "../shared/smoobu";

export interface BookingToolIframeApi {
  initialize(options: { url: string; baseUrl: string; target: string }): void;
}

declare global {
  interface Window {
    BookingToolIframe?: BookingToolIframeApi;
  }
}

let pending: Promise<BookingToolIframeApi> | null = null;

/** Loaded once per page; after a final failure the next call (the guest's "Try again") starts again. */
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
