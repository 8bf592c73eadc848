// Sending one file from memory: the variant the client accepts, a 304 when its copy is
// current, one byte range when asked for, no body for HEAD.
import { chooseEncoding, parseRange } from "./negotiate.mjs";

const suffix = { br: "-br", gzip: "-gz" };

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 13.1.2 asks). */
function matches(header, etag) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("./files.mjs").SiteFile} file
 * @param {{ status?: number, ranges?: boolean }} [options] status 404 for not-found documents;
 *   ranges only for files answered at their own path
 */
export function sendFile(req, res, file, { status = 200, ranges = true } = {}) {
  const available = /** @type {const} */ (["br", "gzip"]).filter((coding) => file[coding]);
  const encoding = chooseEncoding(req.headers["accept-encoding"], available);
  const body = (encoding && file[encoding]) || file.identity;
  const etag = `"${file.etag}${encoding ? suffix[encoding] : ""}"`;

  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", status === 200 ? file.cacheControl : "no-cache");
  if (file.policy) res.setHeader("Content-Security-Policy", file.policy);
  if (available.length) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (status === 200) {
    res.setHeader("ETag", etag);
    if (ranges) res.setHeader("Accept-Ranges", "bytes");
    if (matches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      return res.end();
    }
  }

  const ifRange = req.headers["if-range"];
  const range =
    status === 200 && ranges && (!ifRange || ifRange === etag) ? parseRange(req.headers.range, body.length) : null;
  if (range === "unsatisfiable") {
    res.statusCode = 416;
    // Not the file's caching (a year, immutable, on hashed assets): the answer is about the request.
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Range", `bytes */${body.length}`);
    res.setHeader("Content-Length", 0);
    return res.end();
  }
  const part = range ? body.subarray(range.start, range.end + 1) : body;
  res.statusCode = range ? 206 : status;
  if (range) res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${body.length}`);
  res.setHeader("Content-Length", part.length);
  res.end(req.method === "HEAD" ? undefined : part);
}
