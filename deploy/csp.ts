import { createHash } from "node:crypto";

// No 'unsafe-inline': inline scripts are allowed by hash, and no page has a style attribute or element.
const provider = "https://login.smoobu.com";

const directives: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'"]],
  // The calendar's provider styles its markup in its own frame document (decision 010).
  ["style-src", ["'self'"]],
  ["script-src", ["'self'", provider]],
  // 'self': the calendar's frame document; google.com: the map, loaded only after consent.
  ["frame-src", ["'self'", provider, "https://www.google.com", "https://maps.google.com"]],
  ["connect-src", ["'self'"]],
];

/** The calendar frame document's own policy (decision 010): what the provider's widget needs. */
const calendarFrameDirectives: [string, string[]][] = [
  ["default-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'none'"]],
  ["frame-ancestors", ["'self'"]],
  // The site's scripts are inlined and allowed by hash: WebKit does not count them as 'self' in
  // an opaque origin (deploy/frame-document.ts).
  ["script-src", [provider]],
  // The provider's markup and script may set style attributes.
  ["style-src", [provider, "'unsafe-inline'"]],
  ["font-src", [provider]],
  ["img-src", ["data:", provider]],
  ["connect-src", [provider]],
];

/**
 * Where a page's form may send the guest: the guest's dates go to `/api/book`, whose answer is a
 * redirect to the provider's booking engine, and a browser checks the redirect's target against
 * form-action too (the engine's host: app/stay/stay-query.ts, `engineUrl`).
 */
export const bookingEngineOrigin = "https://booking.smoobu.com";

const serialize = (list: [string, string[]][]) => list.map((words) => words.flat().join(" ")).join("; ");

/** The content editor's (decision 015): Decap compiles its schema with `new Function`, inserts its styles. */
export function adminPolicy(backend: { connect: string[]; images?: string[] }): string {
  return serialize([
    ["default-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(backend.images ?? [])]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", ...backend.connect]],
  ]);
}

export function calendarFramePolicy(scriptHashes: readonly string[]): string {
  return serialize(
    calendarFrameDirectives.map(([name, sources]) => [
      name,
      name === "script-src" ? [...scriptHashes.map((hash) => `'${hash}'`), ...sources] : sources,
    ]),
  );
}

/** A document's policy: its inline scripts' hashes, and the forms' targets beyond the site (`formTargets`). */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  formTargets: readonly string[] = [],
): string {
  const more: Record<string, readonly string[]> = {
    "script-src": scriptHashes.map((hash) => `'${hash}'`),
    "form-action": formTargets,
  };
  return serialize(directives.map(([name, sources]) => [name, [...sources, ...(more[name] ?? [])]]));
}

/** Whether a document holds the guest's date form (app/stay/stay-form.tsx). */
export const holdsStayForm = (html: string) => /<form\b[^>]*\sdata-stay-form\b/i.test(html);

/** Script types that script-src governs (speculation rules too); JSON-LD and the like are data. */
const executable = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

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

export function scriptHash(script: string): string {
  return `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;
}

export function documentScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
