import type { BrowserContext, Page, Route } from "@playwright/test";
import { bookingScriptUrl, calendarScriptUrl } from "../../app/lib/smoobu";

/**
 * Small stand-ins for the third parties, served through Playwright's routing (no test
 * touches the network). Every test gets them by default (see fixtures.ts); a test that
 * wants failures routes the same URL on its page, which takes precedence.
 */
export { calendarScriptUrl as calendarScript, bookingScriptUrl as bookingScript };
export const bookingFrames = "https://login.smoobu.com/*/booking-tool/iframe/**";
export const googleMaps = /^https:\/\/(www|maps)\.google\.com\/maps/;

/** Draws a small calendar into every .calendarContent, a moment later (as the provider does). */
const calendarSource = `
(() => {
  window.__calendarRuns = (window.__calendarRuns || 0) + 1;
  for (const content of document.querySelectorAll(".calendarContent")) {
    if (content.dataset.fakeDrawn) continue;
    content.dataset.fakeDrawn = "1";
    setTimeout(() => {
      content.innerHTML =
        '<div class="calendar-header">November 2026</div>' +
        '<table><tbody><tr><td class="blocked">1</td><td class="today">2</td><td>3</td></tr></tbody></table>' +
        '<p class="fake-source">' + content.getAttribute("data-load-calendar-url") + "</p>" +
        '<a class="smoobu-link" href="https://www.smoobu.com">Smoobu</a>';
    }, 50);
  }
})();`;

/** Records every initialize() call and puts a frame with the tool's URL into the target. */
const bookingSource = `
window.__bookingInits = [];
window.BookingToolIframe = {
  initialize(options) {
    window.__bookingInits.push(options);
    const frame = document.createElement("iframe");
    frame.src = options.url;
    frame.title = "Booking tool";
    frame.style.height = "1500px";
    document.querySelector(options.target).append(frame);
  },
};`;

const html = (body: string) => `<!doctype html><html lang="en"><title>Fake</title><body>${body}</body></html>`;

export const serveScript = (source: string) => (route: Route) =>
  route.fulfill({ status: 200, contentType: "text/javascript", body: source });

export async function installFakes(target: BrowserContext | Page) {
  await target.route(calendarScriptUrl, serveScript(calendarSource));
  await target.route(bookingScriptUrl, serveScript(bookingSource));
  await target.route(bookingFrames, (route) =>
    route.fulfill({ contentType: "text/html", body: html(`<p>Booking ${route.request().url()}</p>`) }),
  );
  await target.route(googleMaps, (route) =>
    route.fulfill({ contentType: "text/html", body: html(`<p>Map ${route.request().url()}</p>`) }),
  );
}

/** Routes `url` so that the first `failures` requests fail, recording when each arrived. */
export async function failFirst(page: Page, url: string, failures: number, source: string) {
  const times: number[] = [];
  await page.route(url, async (route) => {
    times.push(Date.now());
    if (times.length <= failures) return route.abort("connectionfailed");
    return serveScript(source)(route);
  });
  return times;
}

export { bookingSource, calendarSource };
