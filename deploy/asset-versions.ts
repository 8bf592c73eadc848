import { createHash } from "node:crypto";

/**
 * A document outside Vite's pipeline (the calendar's frame document, public/embed/calendar/)
 * names its scripts and stylesheet without a hash, and they are cached for an hour. So that a
 * new document never runs with the files of the last deploy, each site path it links gets the
 * first characters of the file's SHA-256 as a query (`/embed/calendar/frame.js?v=…`): new
 * content, new URL. `read` gives a path's file, or undefined for a path that is not a file.
 */
export function withAssetVersions(html: string, read: (path: string) => Buffer | undefined): string {
  return html.replace(/\b(src|href)="(\/[^"?#]+)"/g, (attribute, name: string, path: string) => {
    const body = read(path);
    return body ? `${name}="${path}?v=${assetVersion(body)}"` : attribute;
  });
}

export const assetVersion = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 10);
