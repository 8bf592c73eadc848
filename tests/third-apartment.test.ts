import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, expect, it } from "vitest";

/**
 * A third apartment is a new folder under app/content/apartments/ and nothing else: in a copy of
 * the project, a folder made from the Bernauer Strasse one (new name, place and titles) and a
 * build give it its page, its booking page, its place in the menus, the footer, the home page,
 * the booking choice, the sitemap and the servers' redirects.
 */
const project = resolve(".");
let copy = "";
afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

const skipped = new Set(["node_modules", "build", "build.next", "build.old", ".git", "test-results"]);

function addApartment(root: string) {
  const folder = join(root, "app/content/apartments/wedding");
  cpSync(join(root, "app/content/apartments/mitte"), folder, { recursive: true });
  const file = join(folder, "apartment.yaml");
  const facts = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const everyLanguage = (text: string) => ({ en: text, de: text, fr: text, es: text, it: text });
  Object.assign(facts, {
    id: "wedding-apartment",
    order: 3,
    shortName: "Wedding",
    district: "Gesundbrunnen",
    title: everyLanguage("Sprengelkiez"),
    pageTitle: everyLanguage("Sprengelkiez apartment, Wedding"),
    bookingTitle: everyLanguage("Book the Sprengelkiez apartment"),
    smoobuId: "7654321",
    verificationHash: "7".repeat(64),
    registrationNumber: "01/Z/MI/076543-26",
  });
  writeFileSync(file, stringify(facts));
}

it("builds a third apartment from its content folder alone", { timeout: 240_000 }, () => {
  copy = mkdtempSync(join(tmpdir(), "third-apartment-"));
  cpSync(project, copy, {
    recursive: true,
    filter: (source) => !skipped.has(relative(project, source).split("/")[0]!),
  });
  // The project's packages, linked: the copy's build shares their cache of resized photos.
  symlinkSync(join(project, "node_modules"), join(copy, "node_modules"));
  addApartment(copy);

  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", timeout: 200_000 });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
  // The built documents, read as tests/built reads them (one HTML parser for the suite).
  const page = (path: string) =>
    new DOMParser().parseFromString(readFileSync(join(copy, "build/client", path, "index.html"), "utf8"), "text/html");

  const own = page("en/wedding");
  expect([...own.querySelectorAll("h1")].map((heading) => heading.textContent)).toEqual(["Sprengelkiez"]);
  expect(own.title).toMatch(/^Sprengelkiez apartment, Wedding/);
  // Its calendar asks the provider for its own apartment.
  expect(own.querySelector('[data-island="calendar"]')?.getAttribute("data-props")).toContain('"smoobuId":"7654321"');
  const booking = page("de/booknow/wedding");
  expect(booking.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/^noindex/);
  expect(booking.body.innerHTML).toContain("7654321");

  const home = page("fr");
  /** The apartments' links of a part of the page, as "href text", in their order. */
  const apartmentLinks = (part: Element) =>
    [...part.querySelectorAll("a")]
      .map((link) => [/^\/fr\/(pberg|mitte|wedding)$/.exec(link.getAttribute("href") ?? "")?.[1], link.textContent])
      .filter(([slug]) => slug)
      .map(([slug, text]) => `${slug} ${text}`);
  // The header's menu (wide screens), then its phone menu: short names, in the apartments' order.
  expect(apartmentLinks(home.querySelector("header")!)).toEqual([
    "pberg PBerg",
    "mitte Mitte",
    "wedding Wedding",
    "pberg PBerg",
    "mitte Mitte",
    "wedding Wedding",
  ]);
  expect(apartmentLinks(home.querySelector("footer")!)).toEqual([
    "pberg Prenzlauer Berg",
    "mitte Mitte",
    "wedding Gesundbrunnen",
  ]);
  expect(home.querySelector('main a[href="/fr/wedding"]')?.closest("article, li, div")?.textContent).toContain(
    "Sprengelkiez",
  );
  // The choice lists the apartments alphabetically: Bernauer Strasse, Sprengelkiez, Zionskirchplatz.
  const options = [...page("fr/booknow").querySelectorAll("option")].map((option) => option.value);
  expect(options).toEqual(["", "all", "mitte", "wedding", "pberg"]);

  const sitemap = readFileSync(join(copy, "build/client/sitemap.xml"), "utf8");
  expect(sitemap).toContain("/it/wedding</loc>");
  expect(sitemap).not.toContain("/booknow/wedding");
  const rules = JSON.parse(readFileSync(join(copy, "build/rules.json"), "utf8")) as { redirects: object };
  expect(rules.redirects).toMatchObject({ "/wedding": "/en/wedding", "/booknow/wedding": "/en/booknow/wedding" });
});
