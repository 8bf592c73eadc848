/**
 * The brand font on a guest's first visit (docs/decisions/019-font-without-preload.md).
 *
 * app.css declares Figtree with `font-display: optional` and the page does not preload it:
 * Chromium holds the first paint for a preloaded font, which cost about 0.4 s on a slow phone.
 * A font that is not there for the first paint is not used for the rest of that document, even
 * once it has arrived, so a visit that goes on by client-side navigation would keep the
 * fallback. At the first navigation, when the page is about to be replaced anyway, the same
 * files (by then in the browser's cache) are added as `swap` faces, and the new page draws in
 * Figtree. A later document finds the font in the cache in time for its first paint.
 */
const family = "Figtree Variable";
let adopted = false;

function figtreeRules(): CSSFontFaceRule[] {
  const rules: CSSFontFaceRule[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: not ours to read
    }
    for (const rule of list) {
      if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("font-family").includes(family)) {
        rules.push(rule);
      }
    }
  }
  return rules;
}

/** Adds the brand font's faces as `swap` faces, once per document; does nothing where fonts cannot load. */
export function adoptBrandFont(): void {
  if (adopted || typeof FontFace === "undefined" || !document.fonts) return;
  adopted = true;
  for (const rule of figtreeRules()) {
    const url = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue("src"))?.[1];
    if (!url) continue;
    const face = new FontFace(family, `url(${url})`, {
      display: "swap",
      weight: rule.style.getPropertyValue("font-weight") || "300 900",
      unicodeRange: rule.style.getPropertyValue("unicode-range") || undefined,
    });
    document.fonts.add(face);
    face.load().catch(() => {
      // Blocked or offline: the metric-matched fallback stays, as on the first view.
    });
  }
}
