import { describe, expect, it } from "vitest";
import { builtPages, jsonLd, stringsOf, visibleText, type BuiltPage } from "./pages";

/**
 * No page shows an unfilled placeholder: `{siteName}`, `{{checkIn}}`, `{count, plural, …}`, in
 * its title, any meta tag, its structured data, its visible text or an attribute a reader or a
 * screen reader meets (alt, aria-label, title …). The framework's hydration data (scripts) may
 * carry templates: the browser fills those.
 */
const placeholder = /\{\{?\s*[A-Za-z_$][\w.$]*\s*\}\}?|\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\b/;
/** Attributes that never carry words. */
const technical = new Set(["class", "style", "d", "viewBox", "points", "transform", "srcset", "sizes"]);

/** Every text of a page a person or a crawler reads, each with where it is. */
export function pageTexts({ document }: BuiltPage): { where: string; text: string }[] {
  const texts = [{ where: "title", text: document.title }];
  for (const meta of document.querySelectorAll("meta")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? meta.getAttribute("http-equiv") ?? "?";
    texts.push({ where: `meta ${key}`, text: meta.getAttribute("content") ?? "" });
  }
  for (const link of document.querySelectorAll("link")) {
    texts.push({ where: `link ${link.getAttribute("rel")}`, text: link.getAttribute("href") ?? "" });
  }
  jsonLd(document).forEach((data, index) => {
    for (const { path, text } of stringsOf(data)) texts.push({ where: `JSON-LD ${index}: ${path}`, text });
  });
  texts.push({ where: "body text", text: visibleText(document) });
  for (const element of document.body.querySelectorAll("*:not(script):not(style)")) {
    for (const attribute of element.attributes) {
      if (technical.has(attribute.name)) continue;
      texts.push({ where: `<${element.localName} ${attribute.name}>`, text: attribute.value });
    }
  }
  return texts;
}

/** "path: where: …context…" for every unfilled placeholder of a page. */
export function unfilledPlaceholders(page: BuiltPage): string[] {
  return pageTexts(page).flatMap(({ where, text }) => {
    const match = placeholder.exec(text);
    if (!match) return [];
    return [`${page.path}: ${where}: …${text.slice(Math.max(0, match.index - 30), match.index + 30)}…`];
  });
}

describe("no unfilled placeholder on any built page", () => {
  it("finds one in a title, a meta tag, JSON-LD and the text (the check can fail)", () => {
    const html = `<!doctype html><html><head><title>Home · {siteName}</title>
      <meta name="description" content="Legal notice of {siteName}.">
      <script type="application/ld+json">{"name":"{{pberg.title}}"}</script>
      <script>window.data = "{year} is fine in scripts"</script></head>
      <body><p>Up to {count, plural, one {# guest} other {# guests}}</p><img alt="{alt}" src="a.jpg"></body></html>`;
    const document = new DOMParser().parseFromString(html, "text/html");
    expect(unfilledPlaceholders({ path: "/x", locale: "en", document })).toEqual([
      expect.stringMatching(/^\/x: title: /),
      expect.stringMatching(/^\/x: meta description: /),
      expect.stringMatching(/^\/x: JSON-LD 0: name: /),
      expect.stringMatching(/^\/x: body text: /),
      expect.stringMatching(/^\/x: <img alt>: /),
    ]);
  });

  it("reads every built document (45 pages, 6 not-found documents, the calendar frame)", () => {
    expect(builtPages().length).toBeGreaterThanOrEqual(52);
  });

  it("finds none in any built document", () => {
    expect(builtPages().flatMap(unfilledPlaceholders)).toEqual([]);
  });
});
