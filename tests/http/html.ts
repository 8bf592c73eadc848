import { JSDOM } from "jsdom";

/** A served document as the built-file tests read theirs (jsdom, scripting off: <noscript> holds elements). */
export function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

/** What a document says of itself: its language, its one heading, its robots tag. */
export function documentFacts(html: string) {
  const document = documentOf(html);
  return {
    lang: document.documentElement.lang,
    headings: [...document.querySelectorAll("h1")].map((heading) => heading.textContent!.trim()),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? undefined,
  };
}

/** Every element matching `selector`, in the document and inside its templates (what script puts in later). */
export function allOf(document: Document, selector: string): Element[] {
  const found = [...document.querySelectorAll(selector)];
  for (const template of document.querySelectorAll("template")) {
    found.push(...(template as HTMLTemplateElement).content.querySelectorAll(selector));
  }
  return found;
}
