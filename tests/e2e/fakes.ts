import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { bookingScriptUrl, calendarScriptUrl } from "../../app/shared/smoobu";

/**
 * Stand-ins for the third parties, served through Playwright's routing (no test touches the
 * network). They model the provider as public sites show it (docs/provider.md),
 * not our own assumptions: the calendar script adds the provider's stylesheet (with a font and
 * an image), POSTs month, year and verificationHash over XHR and draws the provider's markup;
 * the booking script creates an iframe on login.smoobu.com whose height it changes itself.
 * Every test gets them (fixtures.ts); a test that wants failures routes the same URL on its
 * page, which takes precedence.
 */
export { calendarScriptUrl as calendarScript, bookingScriptUrl as bookingScript };
export const provider = "https://login.smoobu.com";
export const calendarData = `${provider}/*/cockpit/widget/single-calendar/*`;
export const bookingFrames = `${provider}/*/booking-tool/iframe/**`;
export const providerStyles = `${provider}/css/**`;
export const googleMaps = /^https:\/\/(www|maps)\.google\.com\/maps/;

/** CalendarWidget.js as the provider's works: stylesheet, XHR POST per month, redraw on a month change. */
const calendarSource = `
(() => {
  window.__calendarRuns = (window.__calendarRuns || 0) + 1;
  for (const content of document.querySelectorAll(".calendarWidget .calendarContent")) {
    if (content.dataset.smoobuStarted) continue;
    content.dataset.smoobuStarted = "1";
    const base = content.getAttribute("data-baseUrl") || content.getAttribute("data-baseurl");
    if (content.getAttribute("data-disable-css") !== "true" && !document.querySelector("link[data-smoobu-css]")) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = base + "/css/singleCalendarWidget.css";
      link.setAttribute("data-smoobu-css", "");
      document.head.append(link);
    }
    let month = 11, year = 2026;
    const load = () => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", content.getAttribute("data-load-calendar-url"));
      xhr.setRequestHeader("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8");
      xhr.onload = () => { if (xhr.status === 200) content.innerHTML = xhr.responseText; };
      xhr.send("month=" + month + "&year=" + year + "&verificationHash=" + encodeURIComponent(content.getAttribute("data-verification")));
    };
    content.addEventListener("click", (event) => {
      const control = event.target.closest(".btn-prev, .btn-next");
      if (!control) return;
      month += control.classList.contains("btn-next") ? 1 : -1;
      if (month > 12) { month = 1; year++; }
      if (month < 1) { month = 12; year--; }
      load();
    });
    load();
  }
})();`;

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** One month as the provider draws it: h2 header, table of td day cells with state classes. */
function monthMarkup(month: number, year: number): string {
  const days = new Date(year, month, 0).getDate();
  const offset = (new Date(year, month - 1, 1).getDay() + 6) % 7;
  const cells: string[] = Array.from({ length: offset }, () => '<td class="day empty"></td>');
  for (let day = 1; day <= days; day++) {
    const state = day < 4 ? "disabled" : day >= 12 && day <= 16 ? "blocked" : day === 4 ? "today" : "free";
    cells.push(`<td class="day ${state}">${day}</td>`);
  }
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join("")}</tr>`);
  const head = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].map((d) => `<th>${d}</th>`).join("");
  return `<div class="calendar"><h2>${monthNames[month - 1]} ${year}</h2><div class="singleCalendarWidget"><table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div></div>`;
}

/** The HTML the calendar URL answers to a POST (month, year, verificationHash). */
export function calendarMarkup(month: number, year: number): string {
  const next = month === 12 ? [1, year + 1] : [month + 1, year];
  return (
    '<div class="multiCalendarWidget">' +
    '<div class="btn-prev"></div><div class="btn-next"></div>' +
    `<div class="fullCalendar bigDevices">${monthMarkup(month, year)}${monthMarkup(next[0]!, next[1]!)}</div>` +
    `<div class="fullCalendar smallDevices">${monthMarkup(month, year)}</div>` +
    `<a class="logo" href="https://www.smoobu.com" target="_blank"><img src="${provider}/img/logo.svg" alt="Smoobu"></a>` +
    "</div>"
  );
}

/** The provider's stylesheet: its own colours (some !important), a web font, arrow images. */
export const providerCss = `
@font-face { font-family: "SmoobuIcons"; src: url("${provider}/fonts/icons.woff2") format("woff2"); }
.multiCalendarWidget { position: relative; font-family: "SmoobuIcons", sans-serif; padding: 8px; }
.multiCalendarWidget .btn-prev, .multiCalendarWidget .btn-next { position: absolute; top: 12px; width: 28px; height: 28px; cursor: pointer;
  background: url("${provider}/img/arrow.svg") center / 16px no-repeat; }
.multiCalendarWidget .btn-prev { left: 12px; transform: scaleX(-1); }
.multiCalendarWidget .btn-next { right: 12px; }
.fullCalendar.bigDevices { display: none; gap: 16px; }
@media (min-width: 600px) { .fullCalendar.bigDevices { display: flex; } .fullCalendar.smallDevices { display: none; } }
.calendar { flex: 1; }
.calendar h2 { background: #eeeeee; color: #555555; font-size: 16px; text-align: center; margin: 0; padding: 10px; transition: background 0.4s; }
.singleCalendarWidget table { width: 100%; border-collapse: collapse; }
.singleCalendarWidget td, .singleCalendarWidget th { text-align: center; padding: 8px 2px; color: #333333; }
.singleCalendarWidget td.blocked { background: #f4b4b4 !important; color: #7a0000 !important; }
.singleCalendarWidget td.disabled { color: #bbbbbb; }
.logo { display: block; text-align: right; }
`;

/** BookingToolIframe.js as the provider's works: an iframe it creates and resizes itself. */
const bookingSource = `
window.__bookingInits = [];
window.BookingToolIframe = {
  initialize(options) {
    window.__bookingInits.push(options);
    const frame = document.createElement("iframe");
    frame.src = options.url;
    frame.setAttribute("allow", "payment");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.height = "600px";
    window.addEventListener("message", (event) => {
      if (event.source === frame.contentWindow && event.data && event.data.bookingToolHeight)
        frame.style.height = event.data.bookingToolHeight + "px";
    });
    document.querySelector(options.target).append(frame);
  },
};`;

/**
 * The provider's booking document: it reports a new height at each step. Its checkout may pay
 * through PayPal (support.smoobu.com, "payment methods"), whose window reports back to the
 * frame that opened it through `window.opener`.
 */
const bookingDocument = (url: string) =>
  html(`<h1>Booking</h1><p>Booking ${url}</p><p id="payment"></p>
<button type="button" id="pay">Pay with PayPal</button><p id="paid"></p><script>
  const report = (height) => parent.postMessage({ bookingToolHeight: height }, "*");
  report(1400);
  setTimeout(() => report(1900), 400);
  document.getElementById("payment").textContent =
    "payment " + document.featurePolicy.allowsFeature("payment") + ", camera " + document.featurePolicy.allowsFeature("camera");
  document.getElementById("pay").onclick = () => window.open("${paymentWindow}?token=1", "paypal", "width=450,height=600");
  addEventListener("message", (event) => {
    if (event.data && event.data.paid) document.getElementById("paid").textContent = "paid";
  });
</script>`);

/** The payment provider's window: it answers to the window that opened it, if it still has it. */
export const paymentWindow = "https://www.paypal.com/checkoutnow";
const paymentDocument = () =>
  html(`<p id="state"></p><script>
  const opener = window.opener;
  document.getElementById("state").textContent = opener ? "reported" : "no opener";
  if (opener) opener.postMessage({ paid: true }, "*");
</script>`);

const html = (body: string) => `<!doctype html><html lang="en"><title>Fake</title><body>${body}</body></html>`;
const require = createRequire(import.meta.url);
const font = readFileSync(require.resolve("@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2"));
const arrow = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M5 2l6 6-6 6" stroke="#333" fill="none" stroke-width="2"/></svg>`;

export const serveScript = (source: string) => (route: Route) =>
  route.fulfill({ status: 200, contentType: "text/javascript", body: source });

/**
 * The calendar's data answer, with CORS as a widget embedded on any site needs it (the page's
 * origin, here the sandboxed frame's "null", is allowed). Fonts likewise carry CORS headers.
 */
async function calendarAnswer(route: Route) {
  const request = route.request();
  const origin = (await request.headerValue("origin")) ?? "*";
  const form = new URLSearchParams(request.postData() ?? "");
  const month = Number(form.get("month"));
  const year = Number(form.get("year"));
  if (request.method() !== "POST" || !month || !year || !form.get("verificationHash")) {
    return route.fulfill({ status: 400, headers: { "Access-Control-Allow-Origin": origin }, body: "bad request" });
  }
  return route.fulfill({
    status: 200,
    contentType: "text/html; charset=utf-8",
    headers: { "Access-Control-Allow-Origin": origin },
    body: calendarMarkup(month, year),
  });
}

export async function installFakes(target: BrowserContext | Page) {
  await target.route(calendarScriptUrl, serveScript(calendarSource));
  await target.route(calendarData, calendarAnswer);
  await target.route(providerStyles, (route) => route.fulfill({ contentType: "text/css", body: providerCss }));
  await target.route(`${provider}/fonts/**`, (route) =>
    route.fulfill({ contentType: "font/woff2", headers: { "Access-Control-Allow-Origin": "*" }, body: font }),
  );
  await target.route(`${provider}/img/**`, (route) => route.fulfill({ contentType: "image/svg+xml", body: arrow }));
  await target.route(bookingScriptUrl, serveScript(bookingSource));
  await target.route(bookingFrames, (route) =>
    route.fulfill({ contentType: "text/html", body: bookingDocument(route.request().url()) }),
  );
  await target.route(`${paymentWindow}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: paymentDocument() }),
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

/** Routes `url` so that it never answers (a hanging script or frame), recording each request. */
export async function hang(page: Page, url: string | RegExp) {
  const times: number[] = [];
  await page.route(url, () => {
    times.push(Date.now());
  });
  return times;
}

export { bookingSource, calendarSource };
