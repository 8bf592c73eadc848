import { describe, expect, it } from "vitest";
import { builtPages } from "./pages";

/**
 * Decision 022: the first paint is the whole first screen, every control in it live. An inline
 * classic script (or one with a src and neither async nor defer) waits for the stylesheet above
 * it, and the parser waits with it: the page was then drawn piece by piece as parsing went on,
 * and a tap waited for each piece. So no such script stands before the page's last content.
 */
const blocking = (script: HTMLScriptElement) => {
  const type = (script.getAttribute("type") ?? "").toLowerCase();
  if (type && type !== "text/javascript") return false; // modules are deferred; JSON-LD is data
  return !(script.hasAttribute("src") && (script.hasAttribute("async") || script.hasAttribute("defer")));
};

describe("the first paint", () => {
  it("waits for no script: none that blocks the parser stands before a page's content ends", () => {
    const problems: string[] = [];
    let pages = 0;
    for (const { path, document } of builtPages()) {
      const main = document.getElementById("main");
      if (!main) continue; // the calendar's frame document is not a page of the site
      pages++;
      const end = document.querySelector("body > footer") ?? main;
      for (const script of document.querySelectorAll("script")) {
        const before = script.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING;
        if (blocking(script) && (before || end.contains(script)))
          problems.push(`${path}: ${script.outerHTML.slice(0, 60)}`);
      }
    }
    expect(pages).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it("waits for no widget's stylesheet: a page links the site's and, on a legal page, the legal text's", () => {
    // The photo viewer's once stood in every photo page's head (React Router lists the stylesheets of
    // the chunks a route's module imports): it comes with the viewer's code on the first tap.
    const stylesheets = builtPages().flatMap(({ path, document }) =>
      [...document.querySelectorAll("link[rel=stylesheet]")].map((link) => `${path}: ${link.getAttribute("href")}`),
    );
    expect(stylesheets.length).toBeGreaterThan(40);
    expect(stylesheets.filter((link) => !/: \/assets\/(app|legal)-[\w-]+\.css$/.test(link))).toEqual([]);
  });
});

describe("after the first paint", () => {
  it("the page's icon is a bitmap: Chromium builds an SVG icon as a whole SVG document on the page's main thread", () => {
    const icons = builtPages().flatMap(({ path, document }) =>
      [...document.querySelectorAll("link[rel~=icon]")].map((link) => `${path}: ${link.getAttribute("href")}`),
    );
    expect(icons.length).toBeGreaterThan(40);
    expect(icons.filter((icon) => !/\.(ico|png)$/.test(icon))).toEqual([]);
  });
});
