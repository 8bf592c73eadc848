import { test as base, expect, type Locator } from "@playwright/test";
import { operator } from "../content";
import { installFakes } from "./fakes";

export { expect };

// A worker runs one test at a time: the current test's expected console lines.
let allowed: RegExp[] = [];

/**
 * Every test: nothing reaches the network (the booking provider and Google Maps are
 * answered by the fakes in fakes.ts, anything else from other hosts is aborted), and any console
 * error, warning or uncaught exception the test did not expect fails it; a CSP violation in any
 * frame always does.
 */
export const test = base.extend<{ guard: void }>({
  // On the browser context, not a page: a test that only asks the server (request) opens no page.
  guard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      allowed = [];
      // Only what leaves loopback is routed here: Playwright matches the pattern in its own process,
      // so the site's own requests (30 or so a page) never wait for this test's process.
      await context.route(/^(?!(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/, (route) =>
        route.abort("blockedbyclient"),
      );
      // Registered later, so they answer first: the provider's and the map's fakes.
      await installFakes(context);
      // Any frame (the page, the calendar's frame, the provider's frames): a CSP violation is logged.
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${location.href}`),
        ),
      );
      context.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      context.on("weberror", (error) => problems.push(`uncaught: ${error.error().message}`));
      await use();
      // No test may allow a CSP violation (Chromium's own message or the event logged above).
      const csp = /CSP violation|Content Security Policy/;
      const unexpected = problems.filter(
        (problem) => csp.test(problem) || !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, "console errors, warnings or exceptions").toEqual([]);
    },
    { auto: true },
  ],
});

/** Lets the current test log console messages matching these patterns. */
export function allowConsole(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

/** The console lines a not-found page produces: the 404 response and the logged path. */
export const notFoundConsole = [/status of 404/, /^console\.error: 404: no page at /];

/** The host's three links as the pages write them, from app/content/operator.yaml. */
const contactHrefs = {
  email: `mailto:${operator.email}`,
  tel: `tel:${operator.phone.replace(/[^\d+]/g, "")}`,
  whatsapp: `https://wa.me/${operator.whatsapp!.replace(/\D/g, "")}`,
};

/**
 * docs/product.md: the host can be reached by e-mail, phone or WhatsApp links, from
 * app/content/operator.yaml, on apartment pages, on the booking page and in the phone menu. Which
 * links the pages hold, named how and leading where, is read from the build
 * (tests/built/host-contact-markup.test.ts); asked here is that a guest sees the three inside
 * `scope` (on the pages' loads: apartment.spec.ts, carousel.spec.ts, booking-summary.spec.ts, header-phone.spec.ts).
 */
export async function expectContactsShown(scope: Locator) {
  const { email, tel, whatsapp } = contactHrefs;
  for (const href of [email, tel, whatsapp]) await expect(scope.locator(`a[href="${href}"]`), href).toBeVisible();
}

/**
 * The host's ways to be reached inside `scope` (docs/product.md: on apartment pages, on the
 * booking page, in the phone menu and in every embed failure message): the e-mail address and the
 * phone number as real links named by themselves, and WhatsApp, in a new tab; each once, visible.
 */
export async function expectHostContact(scope: Locator) {
  const { email, tel, whatsapp } = contactHrefs;
  for (const href of [email, tel, whatsapp]) {
    const link = scope.locator(`a[href="${href}"]`);
    await expect(link, href).toHaveCount(1);
    await expect(link, href).toBeVisible();
  }
  await expect(scope.getByRole("link", { name: new RegExp(operator.email.replace(".", "\\.")) })).toHaveAttribute(
    "href",
    email,
  );
  await expect(scope.getByRole("link", { name: new RegExp(operator.phone.replaceAll("+", "\\+")) })).toHaveAttribute(
    "href",
    tel,
  );
  const wa = scope.locator(`a[href="${whatsapp}"]`);
  await expect(wa).toHaveAttribute("target", "_blank");
  await expect(wa).toHaveAttribute("rel", "noopener");
}
