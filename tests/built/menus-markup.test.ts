import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { switchLocalePath } from "../../app/i18n/paths";
import { localeNames, locales } from "../../app/locales";
import { normal, sitePages } from "./pages";

/**
 * The header's menus as the build writes them on every page, in its language: the main navigation
 * beside the logo and the language menu's items. How they open, close, take focus and follow is
 * the browser's (tests/e2e/header-footer.spec.ts, header-phone.spec.ts); the phone menu's markup is the component's test
 * (app/site/mobile-menu.test.tsx).
 */

/** An element's name as a screen reader reads it from the markup: its aria-label, else its text without aria-hidden parts. */
function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return normal(label);
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
  return normal(copy.textContent ?? "");
}

const pages = sitePages().map((page) => ({ ...page, locale: page.locale! }));

describe("the header's menus on every built page", () => {
  it("the main navigation: Properties and each apartment in the page's language, the page's own marked", () => {
    for (const { path, locale, document } of pages) {
      const t = getMessages(locale).nav;
      // The phone menu's navigation, inside its dialog, has the same name: not this one.
      const navs = [...document.querySelectorAll("header nav")].filter((nav) => !nav.closest("dialog"));
      expect(
        navs.map((nav) => nav.getAttribute("aria-label")),
        path,
      ).toEqual([t.mainNavigation]);
      const links = [...navs[0]!.querySelectorAll("a")].map((link) => ({
        name: nameOf(link),
        href: link.getAttribute("href"),
        current: link.getAttribute("aria-current"),
      }));
      const link = (name: string, href: string, section = false) => ({
        name,
        href,
        current: !section && href === path ? "page" : null,
      });
      expect(links, path).toEqual([
        link(t.apartments, `/${locale}#properties`, true),
        link("PBerg", `/${locale}/pberg`),
        link("Mitte", `/${locale}/mitte`),
      ]);
    }
  });

  it("the language menu: its button, then five items, each named in its own language and leading to the same page in it", () => {
    for (const { path, locale, document } of pages) {
      const trigger = document.querySelectorAll("header button[popovertarget=language-menu]");
      expect(trigger, path).toHaveLength(1);
      expect(nameOf(trigger[0]!), path).toMatch(new RegExp(`^${getMessages(locale).nav.language}`, "i"));
      const menu = document.getElementById("language-menu");
      expect([menu?.getAttribute("role"), menu?.getAttribute("popover")], path).toEqual(["menu", "auto"]);
      const items = [...menu!.querySelectorAll("[role=menuitem]")].map((item) => ({
        name: nameOf(item),
        href: item.getAttribute("href"),
        lang: item.getAttribute("lang"),
      }));
      expect(items, path).toEqual(
        locales.map((other) => ({ name: localeNames[other], href: switchLocalePath(path, other), lang: other })),
      );
    }
  });
});
