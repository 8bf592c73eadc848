import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy. Every allowed host is listed with its reason; neither script-src
 * nor style-src carries 'unsafe-inline': a page's inline scripts (its speculation rules) are
 * allowed one by one through their sha256 hashes, computed from the built HTML, and no page has
 * a style attribute or element (styles set from script through the CSSOM are not inline styles).
 */
const provider = "https://login.smoobu.com";

const directives: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'self'"]],
  // No site may frame these pages (clickjacking); X-Frame-Options says the same for old browsers.
  ["frame-ancestors", ["'none'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'"]],
  // No inline styles (the booking provider's script sizes its frame through the CSSOM, which this
  // allows). The calendar's provider styles its own markup in its own frame document (decision 010).
  ["style-src", ["'self'"]],
  // login.smoobu.com: BookingToolIframe.js (booking tool).
  ["script-src", ["'self'", provider]],
  // 'self': the calendar's frame document (/embed/calendar, decision 010); login.smoobu.com: the
  // booking tool's iframe; www.google.com and maps.google.com: the map embed
  // (https://www.google.com/maps?…&output=embed), loaded only after consent.
  ["frame-src", ["'self'", provider, "https://www.google.com", "https://maps.google.com"]],
  ["connect-src", ["'self'"]],
];

/**
 * The calendar frame document's own policy (public/embed/calendar/, decision 010): what the
 * provider's CalendarWidget.js needs, in that document only, and nothing for anything else.
 */
const calendarFrameDirectives: [string, string[]][] = [
  ["default-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'none'"]],
  // Only the site's own pages may frame it (they do, sandboxed).
  ["frame-ancestors", ["'self'"]],
  // frame.js and enhance.js, written into the document and allowed by their hashes
  // (deploy/frame-document.ts: WebKit does not count the site's files as 'self' in an opaque
  // origin); CalendarWidget.js from the provider.
  ["script-src", [provider]],
  // frame.css, written into the document; the provider's stylesheet (login.smoobu.com/css/…,
  // added by its script); inline styles: the provider's markup and script may set style attributes
  // (not confirmed either way).
  ["style-src", [provider, "'unsafe-inline'"]],
  // Fonts and images the provider's stylesheet and markup refer to.
  ["font-src", [provider]],
  ["img-src", ["data:", provider]],
  // The calendar's months: POST to login.smoobu.com/{lang}/cockpit/widget/single-calendar/{id}.
  ["connect-src", [provider]],
];

const serialize = (list: [string, string[]][]) => list.map((words) => words.flat().join(" ")).join("; ");

/**
 * The content editor's page (/admin, decision 015), a policy of its own; no public page allows
 * any of this. Decap CMS compiles its configuration schema with `new Function` (ajv):
 * 'unsafe-eval'; its styles are inserted at run time (emotion): 'unsafe-inline' styles; photos
 * and previews are blob: and data: URLs. `backend` is where the editor reads and writes: the
 * local decap-server, or the GitHub API (and GitHub's avatars) for online editing.
 */
export function adminPolicy(backend: { connect: string[]; images?: string[] }): string {
  return serialize([
    ["default-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    // decap-cms.js, its lazy chunks and our admin.js, all from /admin/.
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(backend.images ?? [])]],
    ["font-src", ["'self'", "data:"]],
    // /admin/config.yml, the backend, and blob: (Decap reads back the photos it holds as blob: URLs).
    ["connect-src", ["'self'", "blob:", ...backend.connect]],
  ]);
}

/** The calendar's frame document's policy, with the hashes of the scripts written into it. */
export function calendarFramePolicy(scriptHashes: readonly string[]): string {
  return serialize(
    calendarFrameDirectives.map(([name, sources]) => [
      name,
      name === "script-src" ? [...scriptHashes.map((hash) => `'${hash}'`), ...sources] : sources,
    ]),
  );
}

/** The policy, with `'sha256-…'` sources added to script-src for a document's inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serialize(
    directives.map(([name, sources]) => [
      name,
      name === "script-src" ? [...sources, ...scriptHashes.map((hash) => `'${hash}'`)] : sources,
    ]),
  );
}

/**
 * Types of <script> whose content the browser runs, or reads as rules under script-src
 * (speculation rules); everything else, like JSON-LD and the islands' strings, is data.
 */
const executable = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

/** The text of every inline script of an HTML document that the browser would execute. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (executable.test(type)) scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** CSP hash source of a script's text: "sha256-" and the base64 SHA-256 of its UTF-8 bytes. */
export function scriptHash(script: string): string {
  return `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;
}

/** The distinct hashes of a document's inline scripts, in document order. */
export function documentScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
