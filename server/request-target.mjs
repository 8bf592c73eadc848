// The request target, checked before anything else looks at it: only a plain path (and query)
// gets through, decoded once. Everything a file system, a header or a browser could read
// another way (control characters, backslashes, dot segments, broken escapes) is refused.

/** `http://host/path` (absolute form, which HTTP/1.1 servers must accept): the host is ignored. */
const absoluteForm = /^https?:\/\/[^/?#]*/i;
/** Visible ASCII only: no space, no control character, no byte above 0x7e, no backslash. */
const plainTarget = /^\/[\x21-\x5b\x5d-\x7e]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const forbiddenDecoded = /[\x00-\x1f\x7f\\]/;
const encodedSlash = /%2f/i;

/**
 * @param {string | undefined} raw the request target as the client sent it (req.url)
 * @returns {{ pathname: string, search: string } | null} null: answer 400
 */
export function parseTarget(raw) {
  let target = raw ?? "";
  const absolute = absoluteForm.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (!plainTarget.test(target) || target.includes("#")) return null;
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  // The query stays as it came (still encoded, visible ASCII): redirects pass it on unchanged.
  const search = queryStart === -1 ? "" : target.slice(queryStart);
  let pathname;
  try {
    // Throws on a broken escape (%zz, a lone %) and on invalid or overlong UTF-8 (%c0%ae).
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (forbiddenDecoded.test(pathname)) return null;
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return null;
  // No name of the site holds a slash: an encoded one stays encoded, so that /en%2fpberg is not
  // found rather than the page at a second address, where its router showed an error.
  if (encodedSlash.test(rawPath)) pathname = rawPath.split(encodedSlash).map(decodeURIComponent).join("%2F");
  return { pathname, search };
}
