import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { builtPages } from "./pages";

/**
 * docs/product.md: links that open a new tab carry rel="noopener". And a guest
 * who cannot see the arrow icon hears that a new tab opens (WCAG 3.2.5 advisory, G201): the
 * link's name says it in the page's language. Read from the prerendered HTML, `<noscript>`
 * content included (a parsed document without scripting reads it as markup).
 */
describe("links that open a new tab", () => {
  it("carry noopener and say so in their name, on every page", () => {
    const problems: string[] = [];
    let links = 0;
    for (const { path, locale, document } of builtPages()) {
      const hint = getMessages(locale ?? "en").home.opensInNewTab;
      for (const link of document.querySelectorAll("a[target=_blank]")) {
        links++;
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        const name = link.getAttribute("aria-label") ?? link.textContent ?? "";
        const href = link.getAttribute("href");
        if (!rel.includes("noopener")) problems.push(`${path}: ${href} without noopener`);
        if (!name.includes(hint)) problems.push(`${path}: ${href} does not say "${hint}"`);
      }
    }
    expect(links).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});
