import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { operator } from "../content";
import { normal, sitePages } from "./pages";

/**
 * docs/product.md: the host can be reached by e-mail, phone or WhatsApp links, from
 * app/content/operator.yaml: on apartment pages (the contact block, which the booking card's
 * contact link leads to), on the booking page and in the mobile menu, as the build writes them.
 * That they are shown, and where the contact link scrolls to, is the browser's:
 * expectContactsShown in tests/e2e/fixtures.ts, on the pages' loads (and the embeds' failure
 * messages: booking.spec.ts and calendar-failure.spec.ts).
 */
const email = `mailto:${operator.email}`;
const tel = `tel:${operator.phone.replace(/[^\d+]/g, "")}`;
const whatsapp = `https://wa.me/${(operator.whatsapp ?? "").replace(/\D/g, "")}`;

/** A link's accessible name as Playwright's role engine reads it here: its label, else its text. */
const nameOf = (link: Element) => normal(link.getAttribute("aria-label") ?? link.textContent ?? "");

/**
 * What `expectHostContact` (tests/e2e/fixtures.ts) asks of the markup inside `scope`: each of the
 * three links once; the links named with the address and the number lead to them; WhatsApp in a
 * new tab (its rel: tests/built/new-tab-links.test.ts).
 */
function contactProblems(scope: Element | null | undefined, where: string): string[] {
  if (!scope) return [`${where}: missing`];
  const problems: string[] = [];
  for (const href of [email, tel, whatsapp]) {
    const count = scope.querySelectorAll(`a[href="${href}"]`).length;
    if (count !== 1) problems.push(`${where}: ${count} links to ${href}`);
  }
  const links = [...scope.querySelectorAll("a")];
  for (const [shown, href] of [
    [operator.email, email],
    [operator.phone, tel],
  ] as const) {
    const named = links.filter((link) => nameOf(link).includes(shown)).map((link) => link.getAttribute("href"));
    if (named.length === 0 || named.some((target) => target !== href))
      problems.push(`${where}: links named with ${shown} lead to ${named.join(", ") || "nothing"}`);
  }
  const wa = scope.querySelector(`a[href="${whatsapp}"]`);
  if (wa && wa.getAttribute("target") !== "_blank") problems.push(`${where}: WhatsApp opens in this tab`);
  return problems;
}

describe("the host's contacts in the built pages", () => {
  it("the shipped WhatsApp placeholder is a number (the test data has one)", () => {
    expect(operator.whatsapp).toMatch(/\d{8,}/);
  });

  it("every apartment page's contact block, every booking page's main part and every page's mobile menu offer them", () => {
    const problems: string[] = [];
    const counted = { apartment: 0, booking: 0, menu: 0 };
    for (const { path, document } of sitePages()) {
      const [, , page, slug] = path.split("/");
      if (page === "booknow") {
        counted.booking++;
        problems.push(...contactProblems(document.querySelector("main"), `${path} main`));
      } else if ((page === "pberg" || page === "mitte") && !slug) {
        counted.apartment++;
        problems.push(
          ...contactProblems(document.querySelector("main [data-slot=contact-block]"), `${path} contact block`),
        );
      }
      counted.menu++;
      problems.push(...contactProblems(document.getElementById("mobile-menu"), `${path} mobile menu`));
    }
    expect(counted).toEqual({ apartment: 10, booking: 15, menu: 45 });
    expect(problems).toEqual([]);
  });

  it("an apartment page's booking card links to its contact block", () => {
    const problems: string[] = [];
    let cards = 0;
    for (const { path, locale, document } of sitePages()) {
      const card = document.querySelector("[data-slot=booking-card]");
      if (!card) continue;
      cards++;
      const title = normal(getMessages(locale!).contact.title);
      const links = [...card.querySelectorAll("a")].filter((link) => nameOf(link).includes(title));
      const targets = links.map((link) => {
        const href = link.getAttribute("href") ?? "";
        const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
        return target?.closest("[data-slot=contact-block]") ? "the contact block" : href;
      });
      if (targets.length !== 1 || targets[0] !== "the contact block")
        problems.push(`${path}: "${title}" → ${targets.join(", ") || "no link"}`);
    }
    expect(cards).toBe(10);
    expect(problems).toEqual([]);
  });
});
