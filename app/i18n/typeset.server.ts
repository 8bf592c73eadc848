import { parse, type DefaultTreeAdapterTypes } from "parse5";

/**
 * Where a line may not break (docs/decisions/040-where-a-line-may-not-break.md), applied to every
 * prerendered document so it holds for every text, whoever wrote it. No-break spaces rather than
 * word joiners or no-break hyphens: what a guest finds, copies or a screen reader meets stays as written.
 */
const noBreakSpace = "\u00a0";

const rules: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}.,:])(\d+(?:[.,:]\d+)?) (?=\p{L})/gu, `$1${noBreakSpace}`],
  [/(?<![\p{L}\p{N}])(§§?|Art\.|art\.|Abs\.|Nr\.|n\.|lit\.|apdo\.|comma|Satz) (?=\d)/gu, `$1${noBreakSpace}`],
];
const french: [RegExp, string][] = [
  [/ (?=[?!:;»])/g, noBreakSpace],
  [/« /g, `«${noBreakSpace}`],
];

const shortHyphenated = /(?<=^|[\s(„“"«‚‘'’])\p{L}{1,2}(?:-\p{L}{1,2})*-\p{L}+/gu;

export function typeset(html: string, lang: string): string {
  let out = html;
  for (const [pattern, replacement] of lang.startsWith("fr") ? [...rules, ...french] : rules)
    out = out.replace(pattern, replacement);
  const whole = out.replace(shortHyphenated, (word) => `<span class="whitespace-nowrap">${word}</span>`);
  // The text stays one box in its parent: in a flex or grid container the word's span would make it three items.
  return whole === out ? out : `<span>${whole}</span>`;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
/** Not prose, cannot hold a span (a select's options), or React's to write (an island hydrates what it rendered). */
const untouched = new Set(["head", "script", "style", "template", "textarea", "pre", "code", "select", "option"]);

/** Only the body's text changes: attributes, scripts and the islands' parts (`data-island`) stay byte for byte. */
export function typesetDocument(html: string): string {
  // Parsed as without script, so a <noscript> holds elements and text, not one raw text.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const root = document.childNodes.find((node) => node.nodeName === "html");
  const locale = (root && "attrs" in root && root.attrs.find((attr) => attr.name === "lang")?.value) || "";
  const texts: { start: number; end: number }[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text" && "sourceCodeLocation" in node && node.sourceCodeLocation)
      texts.push({ start: node.sourceCodeLocation.startOffset, end: node.sourceCodeLocation.endOffset });
    if ("attrs" in node && (untouched.has(node.nodeName) || node.attrs.some((attr) => attr.name === "data-island")))
      return;
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(document);
  let out = "";
  let at = 0;
  for (const { start, end } of texts) {
    out += html.slice(at, start) + typeset(html.slice(start, end), locale);
    at = end;
  }
  return out + html.slice(at);
}
