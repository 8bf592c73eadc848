// A function's responses do not get `_headers` (those are the static files'): each carries the
// site's security headers itself (deploy/rules.ts `securityHeaders`; provider/responses.test.ts
// holds the two to the same values) and a policy that allows nothing.

export const functionPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const functionHeaders: Record<string, string> = {
  "Content-Security-Policy": functionPolicy,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self "https://login.smoobu.com"), usb=()',
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // An answer about one guest's dates, never a page to index or keep.
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
};

export const allowed = { Allow: "GET, HEAD" };

export const isReading = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** HEAD gets the same status and headers, without the body. */
export function answer(
  request: Request,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): Response {
  return new Response(request.method === "HEAD" ? null : body, {
    status,
    headers: { ...functionHeaders, ...headers },
  });
}

export const jsonAnswer = (request: Request, status: number, value: unknown, headers: Record<string, string> = {}) =>
  answer(request, status, JSON.stringify(value), { "Content-Type": "application/json; charset=utf-8", ...headers });

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
