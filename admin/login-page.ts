// The login's responses with their headers, which `_headers` does not give a function (decision 027).
// No Cross-Origin-Opener-Policy: the page must keep its `window.opener`, the editor.

// Decap's handshake. The answer is told by its origin alone: WebKit's `event.source` is not
// `window.opener` once the window has been on another site.
export const handshakeScript = `(function () {
  var data = JSON.parse(document.getElementById("login-data").textContent);
  var opener = window.opener;
  if (!opener) {
    document.getElementById("no-editor").hidden = false;
    return;
  }
  var sent = false;
  window.addEventListener("message", function (event) {
    if (sent || event.origin !== data.origin || event.data !== "authorizing:github") return;
    sent = true;
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage("authorizing:github", data.origin);
})();`;

let scriptHash: Promise<string> | undefined;
function handshakeHash(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(handshakeScript))
    .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
  return scriptHash;
}

export async function loginPolicy(): Promise<string> {
  return [
    "default-src 'none'",
    `script-src '${await handshakeHash()}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export async function loginHeaders(): Promise<Headers> {
  return new Headers({
    "Cache-Control": "no-store",
    "Content-Security-Policy": await loginPolicy(),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** JSON that cannot end its <script> element or start markup inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

export interface LoginPage {
  status: number;
  title: string;
  text: string;
  handshake?: { message: string; origin: string };
}

export async function loginPage(page: LoginPage, more: Record<string, string> = {}): Promise<Response> {
  const headers = await loginHeaders();
  headers.set("Content-Type", "text/html; charset=utf-8");
  for (const [name, value] of Object.entries(more)) headers.append(name, value);
  const handshake = page.handshake
    ? `
    <p id="no-editor" hidden>This window was not opened by the editor. Open the editor and click Login there.</p>
    <script type="application/json" id="login-data">${scriptJson(page.handshake)}</script>
    <script>${handshakeScript}</script>`
    : "";
  const body = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(page.title)}</title>
  </head>
  <body>
    <h1>${escapeHtml(page.title)}</h1>
    <p id="login-text">${escapeHtml(page.text)}</p>${handshake}
  </body>
</html>
`;
  return new Response(body, { status: page.status, headers });
}

export async function loginRedirect(location: string, more: Record<string, string> = {}): Promise<Response> {
  const headers = await loginHeaders();
  headers.set("Location", location);
  for (const [name, value] of Object.entries(more)) headers.append(name, value);
  return new Response(null, { status: 302, headers });
}
