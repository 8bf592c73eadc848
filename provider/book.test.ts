// @vitest-environment node
import { describe, expect, it } from "vitest";
import { de } from "../app/i18n/de";
import { en } from "../app/i18n/en";
import { fr } from "../app/i18n/fr";
import { bookHandler } from "./book";
import { problemPage } from "./problem-page";
import { assets, now, rules } from "./test-site";

const stay = "apartment=pberg&arrival=2027-01-10&departure=2027-01-14&adults=2&children=1";
const engine =
  "https://booking.smoobu.com/9A12345?apartmentId=678&arrivalDate=10%2F01%2F2027&departureDate=14%2F01%2F2027&adults=2&children=1";

function site(stayJson: unknown = rules, status = 200) {
  const lines: string[] = [];
  const book = bookHandler({ now, log: (line) => lines.push(line) });
  const env = { ASSETS: assets(stayJson, status) };
  const get = (query: string, init: RequestInit = {}) =>
    book(new Request(`https://kiez.example/api/book?${query}`, init), env);
  return { get, lines };
}

describe("/api/book", () => {
  it("sends a valid stay on to the provider's engine with it filled in", async () => {
    for (const query of [stay, `${stay}&lang=de`]) {
      const response = await site().get(query);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(engine);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers a stay it cannot book with 400 and the problems in the page's language", async () => {
    const response = await site().get("apartment=pberg&arrival=2026-12-01&departure=2026-12-01&adults=0&lang=de");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>${de.dates.problemTitle}</title>`);
    expect(html).toContain(`<li>${de.dates.arrival}: ${de.dates.past}</li>`);
    expect(html).toContain(`<li>${de.dates.departure}: ${de.dates.notAfterArrival}</li>`);
    expect(html).toContain(`<li>${de.dates.adults}: ${de.dates.noAdult}</li>`);
    expect(html).toContain(`<a href="/de/pberg">${de.dates.back}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("fills the problems' numbers and sets French's space before the colon", async () => {
    const html = await (
      await site().get("apartment=pberg&arrival=2027-01-10&departure=2027-03-10&adults=5&lang=fr")
    ).text();
    expect(html).toContain(`<li>${fr.dates.departure}\u202f: ${fr.dates.tooLong.replace("{nights}", "30")}</li>`);
    expect(html).toContain(
      `<li>${fr.dates.adults}\u202f: ${fr.dates.tooManyGuestsField.replace("{guests}", "4")}</li>`,
    );
  });

  it("escapes every text it writes into the page", () => {
    const html = problemPage({ locale: "en", apartment: null, lines: ['<img src=x onerror=alert(1)> & "x"'] });
    expect(html).toContain("<li>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;x&quot;</li>");
    expect(html).not.toContain("<img");
  });

  it("links to the language's home page when the apartment is not one of the site's", async () => {
    for (const apartment of ["evil", "__proto__", "//evil.example", "https://evil.example"]) {
      const query = `apartment=${encodeURIComponent(apartment)}&arrival=2027-01-10&departure=2027-01-14&adults=2&lang=fr`;
      const html = await (await site().get(query)).text();
      expect(html, apartment).toContain(`<a href="/fr">${fr.notFound.backHome}</a>`);
      expect(html, apartment).not.toContain("evil");
    }
  });

  it("refuses a query with an unknown or a repeated parameter whole, in English when the language is not one", async () => {
    for (const query of [`${stay}&next=https://evil.example`, `${stay}&adults=3`, `${stay}&lang=de&lang=fr`]) {
      const response = await site().get(query);
      expect(response.status, query).toBe(400);
      const html = await response.text();
      expect(html, query).toContain('<html lang="en">');
      expect(html, query).toContain(`<h1>${en.dates.problemTitle}</h1>`);
      expect(html, query).not.toContain("<ul>");
      expect(html, query).not.toContain("evil");
    }
  });

  it("a language that is not one of the site's picks nothing but the words: English", async () => {
    expect((await site().get(`${stay}&lang=xx`)).status).toBe(302);
    const html = await (
      await site().get("apartment=pberg&arrival=2026-12-01&departure=2027-01-01&adults=2&lang=xx")
    ).text();
    expect(html).toContain(`<li>${en.dates.arrival}: ${en.dates.past}</li>`);
  });

  it("only GET and HEAD", async () => {
    const post = await site().get(stay, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await site().get(stay, { method: "HEAD" });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe(engine);
  });

  it("without the rules (/stay.json missing or changed), 503 and no engine at all", async () => {
    for (const broken of [site(rules, 404), site({ ...rules, engine: "https://evil.example/9A1" })]) {
      const response = await broken.get(stay);
      expect(response.status).toBe(503);
      expect(response.headers.get("location")).toBeNull();
      expect(broken.lines).toHaveLength(1);
    }
  });
});
