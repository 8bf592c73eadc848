import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy. Every allowed host is listed with its reason; script-src
 * carries no 'unsafe-inline': the inline scripts React Router writes into each prerendered
 * page are allowed one by one through their sha256 hashes, computed from the built HTML.
 */
const directives: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'self'"]],
  // No site may frame these pages (clickjacking); X-Frame-Options says the same for old browsers.
  ["frame-ancestors", ["'none'"]],
  // login.smoobu.com: the booking provider's calendar shows its own icons and images.
  ["img-src", ["'self'", "data:", "https://login.smoobu.com"]],
  ["font-src", ["'self'"]],
  // 'unsafe-inline' for styles only: the provider's calendar script injects <style> and style
  // attributes we cannot hash; styles cannot run code.
  ["style-src", ["'self'", "'unsafe-inline'"]],
  // login.smoobu.com: CalendarWidget.js (availability calendar) and BookingToolIframe.js (booking tool).
  ["script-src", ["'self'", "https://login.smoobu.com"]],
  // login.smoobu.com: the booking tool's iframe; www.google.com and maps.google.com: the map
  // embed (https://www.google.com/maps?…&output=embed), loaded only after consent.
  ["frame-src", ["https://login.smoobu.com", "https://www.google.com", "https://maps.google.com"]],
  ["connect-src", ["'self'"]],
];

/** The policy, with `'sha256-…'` sources added to script-src for a document's inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return directives
    .map(([name, sources]) => {
      const all = name === "script-src" ? [...sources, ...scriptHashes.map((hash) => `'${hash}'`)] : sources;
      return [name, ...all].join(" ");
    })
    .join("; ");
}

/** Types of <script> whose content the browser runs (everything else, like JSON-LD, is data). */
const executable = /^(|text\/javascript|application\/javascript|module)$/i;

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
