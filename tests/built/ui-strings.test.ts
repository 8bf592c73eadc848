import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PageMessages } from "../../app/i18n/page-messages";
import { builtPages, clientDir, sitePages } from "./pages";

/**
 * The layout's UI strings travel as one cached file per language (app/lib/ui-strings.ts,
 * docs/decisions/018-ui-strings-file.md): every page that hydrates names its language's file in a
 * preload, the file holds the strings the page was rendered with (or hydration would not match),
 * and the route data in the page does not repeat them.
 */
const routeData = (document: Document) =>
  [...document.querySelectorAll("script:not([type])")]
    .map((script) => script.textContent ?? "")
    .filter((text) => text.includes("__reactRouterContext"))
    .join("\n");

describe("UI strings file", () => {
  it.each(sitePages().map((page) => [page.path, page] as const))("%s", (_path, { locale, document }) => {
    const links = document.querySelectorAll("link[data-ui-strings]");
    expect(links).toHaveLength(1);
    const href = links[0]!.getAttribute("href")!;
    expect(href).toMatch(new RegExp(`^/assets/strings-${locale}-[\\w-]{10}\\.json$`));
    expect(links[0]!.getAttribute("as")).toBe("fetch");
    const file = join(clientDir, href);
    expect(existsSync(file), file).toBe(true);
    const strings = JSON.parse(readFileSync(file, "utf8")) as PageMessages;

    const skipLink = document.querySelector('a[href="#main"]')?.textContent;
    expect(skipLink).toBe(strings.nav.skipToContent);
    expect(document.querySelector("#site-footer, footer")?.textContent).toContain(strings.footer.privacySettings);
    const data = routeData(document);
    expect(data).toContain(href);
    expect(data).not.toContain(JSON.stringify(strings.nav.skipToContent).slice(1, -1));
    expect(data).not.toContain(JSON.stringify(strings.cookie.title).slice(1, -1));
  });

  it("is not preloaded by the documents that never hydrate (the not-found documents)", () => {
    const staticDocuments = builtPages().filter((page) => !page.document.querySelector("script[type=module]"));
    expect(staticDocuments.length).toBeGreaterThan(0);
    for (const { path, document } of staticDocuments)
      expect(document.querySelector("link[data-ui-strings]"), path).toBeNull();
  });
});
