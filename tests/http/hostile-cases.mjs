// Hostile requests every shipped server must survive (decision 009). One line a case: the request
// target (or a whole raw request), the statuses allowed, and where Cloudflare's local runtime
// (project "wrangler") differs for a reason of its own. tests/e2e/hostile.spec.ts sends each
// over a plain TCP socket (fetch would normalise the URL) and checks the answer: no cookie, no
// redirect off the site or with a control character, no configuration file, no brotli for
// br;q=0, no version in Server; then the server must still answer /en with 200.

const long = (size) => `/en/${"a".repeat(size)}`;

/** Where `wrangler pages dev` answers otherwise than Cloudflare's edge would, and why. */
const local = {
  front: "wrangler's workerd fails on a target that is not a path (kj: invalid URL; CONNECT: not supported): 500",
  slashless:
    "wrangler's local front end (4.164) reads a target without its leading slash as that path and redirects there (Location: /en)",
  trace: "wrangler's local runtime gives no answer to TRACE within 10 s (logs nothing); the edge answers it",
  lookup: "wrangler's local file lookup answers 502 for a name it cannot open (a NUL byte, the decoded _headers)",
  upgrade: "wrangler's local runtime answers 500 to a WebSocket upgrade, then answers nothing for over 8 s",
  tab: "Node's HTTP parser in wrangler's front end ends the target at the tab: it asks for /en",
  body: "wrangler's local runtime waits for the announced body: no answer within 10 s",
  encodes: "wrangler's front end percent-encodes a raw byte above ASCII and goes on: 301 with %FF",
};

/**
 * @typedef {object} HostileCase
 * @property {string} name
 * @property {string} [target] the request target, sent as it is (`GET {target} HTTP/1.1`)
 * @property {string} [method] default GET
 * @property {Record<string, string>} [headers]
 * @property {string} [raw] a whole raw request instead (CRLF line ends), for broken request lines
 * @property {number[]} [status] allowed statuses (any answer when absent: surviving is the point)
 * @property {boolean} [noLocation] the answer must not redirect anywhere
 * @property {{ status?: number[], skip?: string, why?: string }} [wrangler] the local runtime's own answer
 */

/** @type {HostileCase[]} */
// A table, one line a case (prettier would break the long ones).
// prettier-ignore
export const hostileCases = [
  // Path traversal: never a file outside the build, never a configuration file.
  { name: "dot-dot", target: "/../../../../etc/passwd", status: [400, 404] },
  { name: "encoded dot-dot", target: "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", status: [400, 404] },
  { name: "double-encoded dot-dot", target: "/%252e%252e/%252e%252e/etc/passwd", status: [400, 404] },
  { name: "encoded slashes", target: "/..%2f..%2f..%2fetc%2fpasswd", status: [400, 404] },
  { name: "backslash traversal", target: "/..\\..\\..\\etc\\passwd", status: [400, 404] },
  { name: "encoded backslash traversal", target: "/..%5c..%5c..%5cetc%5cpasswd", status: [400, 404] },
  { name: "overlong UTF-8 dot", target: "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", status: [400, 404] },
  { name: "overlong UTF-8 slash", target: "/..%c0%af..%c0%afetc%c0%afpasswd", status: [400, 404] },
  { name: "NUL byte", target: "/en%00.html", status: [400, 404], wrangler: { status: [502], why: local.lookup } },
  { name: "NUL before an extension", target: "/robots.txt%00.html", status: [400, 404], wrangler: { status: [502], why: local.lookup } },
  { name: "invalid percent-encoding", target: "/en/%zz", status: [400, 404] },
  { name: "lone percent", target: "/%", status: [400, 404] },
  { name: "invalid UTF-8", target: "/en/%ff%fe", status: [400, 404] },
  { name: "build rules", target: "/../rules.json", status: [400, 404] },
  { name: "dotfile", target: "/.env", status: [400, 404] },
  { name: "_headers", target: "/_headers", status: [404] },
  { name: "_redirects", target: "/_redirects", status: [404] },
  { name: "_HEADERS", target: "/_HEADERS", status: [404] },
  { name: "encoded _headers", target: "/%5fheaders", status: [400, 404], wrangler: { status: [502], why: local.lookup } },
  { name: "encoded _redirects", target: "/%5Fredirects", status: [400, 404], wrangler: { status: [502], why: local.lookup } },
  { name: "_headers with a slash", target: "/_headers/", status: [400, 404], noLocation: true },
  { name: "a document's file", target: "/en/pberg/index.html", status: [404] },
  // Long URLs.
  { name: "10 KB URL", target: long(10 * 1024), status: [400, 404, 414, 431] },
  { name: "100 KB URL", target: long(100 * 1024), status: [400, 404, 414, 431] },
  // Methods: only GET and HEAD.
  { name: "HEAD /en", method: "HEAD", target: "/en", status: [200] },
  ...["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "BREW"].map((method) => ({
    name: `${method} /en`,
    method,
    target: "/en",
    status: [400, 405, 501],
  })),
  { name: "TRACE /en", method: "TRACE", target: "/en", status: [400, 405, 501], wrangler: { skip: local.trace } },
  { name: "CONNECT", raw: "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", status: [400, 405, 501], wrangler: { status: [500], why: local.front } },
  { name: "body smuggling (chunked and a length)", raw: "POST /en HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: [400, 405, 501] },
  { name: "WebSocket upgrade", target: "/en", headers: { Connection: "Upgrade", Upgrade: "websocket" }, status: [200, 400, 426], wrangler: { skip: local.upgrade } },
  // Ranges: a valid one, reversed, huge, many, garbage: a 206, a 416 or the whole file.
  ...[
    "bytes=0-10",
    "bytes=5-2",
    "bytes=0-18446744073709551615",
    "bytes=18446744073709551615-",
    "bytes=-18446744073709551615",
    "bytes=99999999999-",
    "bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13",
    "bytes=abc",
    "items=0-10",
    "bytes=-",
  ].map((range) => ({ name: `Range ${range}`, target: "/robots.txt", headers: { Range: range }, status: [200, 206, 416] })),
  ...["bytes=5-2", "bytes=0-18446744073709551615"].map((range) => ({
    name: `Range ${range} on a page`,
    target: "/en",
    headers: { Range: range },
    status: [200, 206, 416],
  })),
  { name: "Range on a 404", target: "/en/nope", headers: { Range: "bytes=0-0" }, status: [404, 416] },
  // Encodings: a refused encoding is never sent.
  { name: "br;q=0", target: "/en", headers: { "Accept-Encoding": "br;q=0, gzip;q=0" }, status: [200] },
  { name: "garbage Accept-Encoding", target: "/en", headers: { "Accept-Encoding": ";;;,,=q=,br;q=x" }, status: [200] },
  // Control characters and tabs in paths: never reflected into a header.
  { name: "encoded CR LF", target: "/%0d%0aSet-Cookie:pwn=1;Path=/;x=/", status: [400, 404], noLocation: true },
  { name: "encoded CR, trailing slash", target: "/%0dSet-Cookie:pwn=1;Path=/;x=/", status: [400, 404], noLocation: true },
  { name: "encoded LF, trailing slash", target: "/en/%0aSet-Cookie:pwn=1/", status: [400, 404], noLocation: true },
  { name: "encoded tab to another host", target: "/%09/evil.example/", status: [400, 404], noLocation: true },
  { name: "raw tab in the path", target: "/en\t/x", status: [400, 404], wrangler: { status: [200], why: local.tab } },
  { name: "raw CR in the path", raw: "GET /en\r/x HTTP/1.1\r\nHost: localhost\r\n\r\n", status: [400, 404] },
  // Shapes that once ended a server of the site's own or steered a redirect off the site.
  { name: "//", target: "//", status: [301, 400, 404] },
  { name: "//host", target: "//evil.example", status: [400, 404], noLocation: true },
  { name: "//host/", target: "//evil.example/", status: [400, 404], noLocation: true },
  { name: "//host/index.html", target: "//evil.example/index.html", status: [400, 404], noLocation: true },
  { name: "//page/index.html", target: "//en/index.html", status: [301, 308, 400, 404] },
  { name: "/\\host", target: "/\\evil.example", status: [400, 404], noLocation: true },
  { name: "/\\host/", target: "/\\evil.example/", status: [400, 404], noLocation: true },
  { name: "/%5Chost/", target: "/%5Cevil.example/", status: [400, 404], noLocation: true },
  { name: "/%2F/host/", target: "/%2F/evil.example/", status: [400, 404], noLocation: true },
  { name: "/%2F%2Fhost/", target: "/%2F%2Fevil.example/", status: [400, 404], noLocation: true },
  { name: "///host/", target: "///evil.example/", status: [400, 404], noLocation: true },
  { name: "another Host on a redirect", target: "/pberg/", headers: { Host: "evil.example" }, status: [301] },
  { name: "X-Forwarded-Host on a redirect", target: "/pberg/", headers: { "X-Forwarded-Host": "evil.example" }, status: [301] },
  { name: "absolute-form request line", target: "http://evil.example/", status: [301, 400, 404], wrangler: { status: [500], why: local.front } },
  { name: "absolute-form to a page", target: "http://evil.example/en/pberg/", status: [301, 308, 400, 404], wrangler: { status: [500], why: local.front } },
  { name: "asterisk-form", target: "*", status: [400, 404], wrangler: { status: [500], why: local.front } },
  { name: "no leading slash", target: "en", status: [400, 404], wrangler: { status: [301], why: local.slashless } },
  { name: "empty Host", raw: "GET /en HTTP/1.1\r\nHost:\r\n\r\n", status: [200, 400] },
  { name: "two Hosts", raw: "GET /en HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n", status: [200, 400], wrangler: { status: [500], why: local.front } },
  { name: "GET with a body", raw: "GET /en HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello", status: [200, 400, 413] },
  { name: "GET announcing a large body", raw: "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1048577\r\n\r\n", status: [400, 413], wrangler: { skip: local.body } },
  { name: "a precompressed copy by its own name", target: "/en/pberg/index.html.br", status: [404] },
  { name: "a precompressed file by its own name", target: "/robots.txt.gz", status: [404] },
  { name: "a precompressed sitemap", target: "/sitemap.xml.br", status: [404] },
  { name: "HTTP/1.1 without Host", raw: "GET /en HTTP/1.1\r\n\r\n", status: [400] },
  { name: "HTTP/1.0 without Host", raw: "GET /en HTTP/1.0\r\n\r\n", status: [200, 400] },
  { name: "garbage request line", raw: "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n" },
  { name: "header without a colon", raw: "GET /en HTTP/1.1\r\nHost: localhost\r\nbroken header\r\n\r\n", status: [400] },
  { name: "huge header", target: "/en", headers: { "X-Big": "a".repeat(64 * 1024) }, status: [200, 400, 431] },
  { name: "query with a newline", target: "/pberg?%0d%0aSet-Cookie:pwn=1", status: [301, 308, 400] },
  // The calendar frame's labels come in its query (operator-edited, encoded): nginx refused these with 400.
  { name: "an encoded backslash and line break in a page's query", target: "/embed/calendar?title=A%5CB%0A", status: [200] },
  // nginx sent this byte on in its Location header (browsers encode such bytes).
  { name: "a raw byte above ASCII in the query", target: "/pberg?a\xffb", status: [400], wrangler: { status: [301, 308], why: local.encodes } },
  // A server of the site's own once took "HTTP/2.0" on a request line and answered 200, with no Host.
  { name: "HTTP/2.0 on a request line", raw: "GET /en HTTP/2.0\r\n\r\n", status: [400, 505] },
];
