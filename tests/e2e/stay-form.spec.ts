import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { errorIdOf, stayFieldIds, type StayFieldName } from "../../app/stay/stay-fields";
import { berlinToday, dateOfDay, dayNumber } from "../../app/stay/stay-query";
import type { StayRules } from "../../app/stay/stay-rules";
import { format } from "../../app/i18n/format";
import { regionalLocales } from "../../app/locales";
import { markupMessage } from "../provider/fake-api.mjs";
import { axeViolations } from "./axe";
import { allowConsole, expect, test } from "./fixtures";
import { atRest, decided, desktop, messages, phone } from "./site";

/**
 * The guest's dates in a browser (docs/product.md, "Dates"): the checks beside each field, the
 * availability the runtime's function asks of the fake provider (tests/provider/fake-api.mjs, whose
 * answer is chosen by the arrival's day of the month), and the way on to the provider's engine,
 * whose address is captured here and never fetched. The form's markup is the build's question
 * (app/stay/stay-form.test.tsx; which apartment each page's form sends,
 * tests/built/booking-page.test.ts), the functions' answers the server's (tests/http/stay.spec.ts).
 */
const rules = JSON.parse(readFileSync("build/client/stay.json", "utf8")) as StayRules;
const engineOrigin = new URL(rules.engine).origin;

/** The next arrival on that day of the month, a week or more ahead. */
function arrivalOn(day: number): string {
  for (let at = dayNumber(berlinToday())! + 7; ; at++) if (Number(dateOfDay(at).slice(8)) === day) return dateOfDay(at);
}
const plus = (date: string, days: number) => dateOfDay(dayNumber(date)! + days);
const dmy = (date: string) => date.split("-").reverse().join("/");

/** Where the guest was sent: the engine's address, answered by an empty page instead of the provider. */
function captureEngine(page: Page): Promise<URL> {
  return new Promise(
    (resolve) =>
      void page.route(`${engineOrigin}/**`, (route) => {
        resolve(new URL(route.request().url()));
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>engine</title>" });
      }),
  );
}

function expectEngine(url: URL, slug: string, arrival: string, departure: string, adults: number, children: number) {
  expect(url.origin + url.pathname).toBe(new URL(rules.engine).href);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    apartmentId: rules.apartments[slug]!.smoobuId,
    arrivalDate: dmy(arrival),
    departureDate: dmy(departure),
    adults: String(adults),
    children: String(children),
  });
}

test.describe("with script", () => {
  test.use({ viewport: desktop });

  test("/de/pberg: each problem beside its field in German, then the provider's answers, then the engine", async ({
    page,
  }) => {
    const t = messages.de.dates;
    const de = regionalLocales.de;
    // The provider's 500 (day 13) is the function's 502, which the browser logs.
    allowConsole(/status of 502/);
    await page.addInitScript(decided());
    await page.goto("/de/pberg");
    const form = page.locator("form[data-stay-form]");
    const field = (label: string) => form.getByLabel(label, { exact: false });
    const status = form.getByRole("status");
    // The problem the field is described by.
    const problemOf = (name: StayFieldName) => page.locator(`#${errorIdOf(stayFieldIds[name])}`);

    // A past arrival, a departure before it, too many adults: each said beside its field.
    const yesterday = dateOfDay(dayNumber(berlinToday())! - 1);
    await field(t.arrival).fill(yesterday);
    await field(t.departure).fill(dateOfDay(dayNumber(yesterday)! - 2));
    await field(t.adults).fill("9");
    await expect(problemOf("arrival")).toHaveText(t.past);
    await expect(problemOf("departure")).toHaveText(t.notAfterArrival);
    await expect(problemOf("adults")).toHaveText(
      format(t.tooManyGuestsField, { guests: format(t.guests, { count: 6 }, de) }, de),
    );
    await expect(field(t.arrival)).toHaveAttribute("aria-invalid", "true");
    await expect(field(t.arrival)).toHaveAttribute("aria-describedby", errorIdOf(stayFieldIds.arrival));
    await expect(status).toBeEmpty();
    // Submitting shows them all and goes nowhere.
    await form.getByRole("button", { name: t.submit }).click();
    await expect(field(t.arrival)).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/de/pberg");

    // Valid stays: the provider's reason, in German, or whether the dates are free (no amount:
    // the operator has not confirmed what the provider's amount includes).
    await field(t.adults).fill("2");
    const answers: [number, number, string][] = [
      [3, 3, format(t.minimumStay, { nights: 7 }, de)],
      [2, 3, t.unavailable],
      [5, 3, t.weekday],
      [13, 3, t.failed],
      [9, 3, format(t.other, { message: markupMessage }, de)],
      [16, 4, `${t.available}${format(t.nights, { nights: 4 }, de)}`],
    ];
    for (const [day, nights, said] of answers) {
      await field(t.arrival).fill(arrivalOn(day));
      await field(t.departure).fill(plus(arrivalOn(day), nights));
      await expect(status, `arrival on day ${day}`).toHaveText(said);
    }
    // The provider's markup stayed characters; no price was shown.
    expect(await page.locator("[role=status] img, img[src=x]").count()).toBe(0);
    expect(await status.textContent()).not.toMatch(/€|EUR|480/);

    const engine = captureEngine(page);
    await field(t.children).fill("1");
    await form.getByRole("button", { name: t.submit }).click();
    expectEngine(await engine, "pberg", arrivalOn(16), plus(arrivalOn(16), 4), 2, 1);
  });

  test("phone, /en/pberg: the bar opens the form as a sheet, Escape closes it; axe finds nothing in it", async ({
    page,
  }) => {
    const t = messages.en.dates;
    await page.setViewportSize(phone);
    await page.addInitScript(decided());
    await page.goto("/en/pberg");
    const sheet = page.locator("[data-slot=booking-card]");
    await expect(sheet).toBeHidden();
    const open = page.locator("[data-slot=booking-bar]").getByRole("button", { name: t.openForm });
    await open.click();
    await expect(sheet).toBeVisible();
    // The sheet takes the close button's focus; the whole sheet is on the screen.
    await expect(sheet.getByRole("button", { name: t.close })).toBeFocused();
    // Measured once it has risen into place.
    await atRest(sheet);
    const box = (await sheet.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height + 1);
    await sheet.getByLabel(t.arrival).fill(arrivalOn(3));
    await sheet.getByLabel(t.departure).fill(plus(arrivalOn(3), 2));
    await expect(sheet.getByRole("status")).toHaveText(format(t.minimumStay, { nights: 7 }, regionalLocales.en));
    expect(await axeViolations(page, "[data-slot=booking-card]")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test("/en/pberg on a phone: the bar's sheet sends the stay through /api/book's 302 to the engine", async ({
    page,
  }) => {
    const t = messages.en.dates;
    await page.goto("/en/pberg");
    await page.locator("[data-slot=booking-bar]").getByRole("button", { name: t.openForm }).click();
    const sheet = page.locator("[data-slot=booking-card]");
    const arrival = arrivalOn(17);
    await sheet.getByLabel(t.arrival).fill(arrival);
    await sheet.getByLabel(t.departure).fill(plus(arrival, 30));
    await sheet.getByLabel(t.adults).fill("3");
    const engine = captureEngine(page);
    const book = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/book");
    await sheet.getByRole("button", { name: t.submit }).click();
    expect((await book).status()).toBe(302);
    // 30 nights: a long stay is a stay like any other.
    expectEngine(await engine, "pberg", arrival, plus(arrival, 30), 3, 0);
  });
});
