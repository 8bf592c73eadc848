import { parse, type DefaultTreeAdapterTypes } from "parse5";

/**
 * Typesetting of a page's words, applied to every prerendered document (app/entry.server.tsx) so
 * that it holds for every text, whoever wrote it (the UI strings, the operator's content, the
 * legal texts) and however it was composed. A line may not break
 * - between a number and the word it counts ("5 Tage", "15:00 Uhr", "10119 Berlin");
 * - after a legal reference's sign or abbreviation ("§ 27a", "Art. 6", "n. 4", "comma 2");
 * - in French, before ? ! : ; and » or after « (the space French sets there);
 * - inside a word whose first part before a hyphen has one or two letters ("E-Mail", "S-Bahn",
 *   "y a-t-il", "ci-dessus").
 * The spaces become no-break spaces (U+00A0): the same width, in every font, and a space to
 * find-in-page and to every text comparison. The hyphenated word goes into a `whitespace-nowrap`
 * span, and its text into a span of its own: the characters stay as written (a word joiner or a
 * no-break hyphen would change what a guest finds, copies or a screen reader meets).
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

/** A word whose first part has one or two letters before a hyphen, whole ("a-t-il", "E-Mails"). */
const shortHyphenated = /(?<=^|[\s(„“"«‚‘'’])\p{L}{1,2}(?:-\p{L}{1,2})*-\p{L}+/gu;

/** One text of the page, as HTML (its characters escaped), in a language: the rules above applied. */
export function typeset(html: string, lang: string): string {
  let out = html;
  for (const [pattern, replacement] of lang.startsWith("fr") ? [...rules, ...french] : rules)
    out = out.replace(pattern, replacement);
  const whole = out.replace(shortHyphenated, (word) => `<span class="whitespace-nowrap">${word}</span>`);
  // The text stays one box in its parent: in a flex or grid container each run of text is one item,
  // and the word's span beside the text around it would make three.
  return whole === out ? out : `<span>${whole}</span>`;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
/**
 * Elements whose text is not prose, cannot hold a span (a select's options), or is React's to
 * write (an island hydrates what it rendered).
 */
const untouched = new Set(["head", "script", "style", "template", "textarea", "pre", "code", "select", "option"]);

/**
 * A document with `typeset` applied to the text of its body, in its `<html lang>`. Only the body's
 * text changes (no-break spaces; spans around short hyphenated words): the rest of the markup, the
 * attributes (links, alt texts) and the scripts stay byte for byte, and so do the islands' parts
 * (`data-island`), which React hydrates from its own strings.
 */
export function typesetDocument(html: string): string {
  // Parsed as without script: what a <noscript> holds is elements and text (their attributes, as
  // every attribute, untouched), not one raw text.
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
