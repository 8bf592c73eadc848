import { loginPage, loginRedirect } from "./login-page";
import {
  codeChallenge,
  isFresh,
  loginLifetime,
  newLoginState,
  openLoginState,
  sameText,
  sealLoginState,
} from "./login-state";

// The content editor's GitHub login (decision 027), a Pages function or a Worker of its own. The
// request's own parameters (Decap's `scope`, a `redirect_uri`, the Host) are never read.
export interface LoginEnv {
  GITHUB_CLIENT_ID?: string;
  /** A secret of the host, never in the repository. */
  GITHUB_CLIENT_SECRET?: string;
  /** https://<site>/api/auth/callback, as registered with the GitHub App. */
  LOGIN_CALLBACK_URL?: string;
  /** The only origin the token goes to; default: the callback's. */
  LOGIN_SITE_ORIGIN?: string;
  /** Default https://github.com (the tests point it at a fake). */
  GITHUB_URL?: string;
}

const loginPath = "/api/auth";
const callbackPath = `${loginPath}/callback`;
const cookieName = "editor_login";
const cookieAttributes = `Path=${loginPath}; HttpOnly; Secure; SameSite=Lax`;
const setCookie = (value: string) => ({
  "Set-Cookie": `${cookieName}=${value}; Max-Age=${loginLifetime}; ${cookieAttributes}`,
});
const clearCookie = { "Set-Cookie": `${cookieName}=; Max-Age=0; ${cookieAttributes}` };

interface Settings {
  clientId: string;
  secret: string;
  callback: string;
  siteOrigin: string;
  github: string;
}

const acceptable = (url: URL) =>
  url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));

function originOf(value: string): string | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !acceptable(url) || url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    return null;
  }
  return url.origin;
}

/** The settings, or what is wrong with them (never a secret's value). */
function loginSettings(env: LoginEnv): Settings | string {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const secret = env.GITHUB_CLIENT_SECRET?.trim();
  const callbackText = env.LOGIN_CALLBACK_URL?.trim() ?? "";
  if (!clientId) return "GITHUB_CLIENT_ID is not set.";
  if (!secret) return "GITHUB_CLIENT_SECRET is not set.";
  const callback = URL.canParse(callbackText) ? new URL(callbackText) : null;
  if (
    !callback ||
    !acceptable(callback) ||
    callback.pathname !== callbackPath ||
    callback.search ||
    callback.hash ||
    callback.username
  ) {
    return `LOGIN_CALLBACK_URL must be https://<your site>${callbackPath} (http only on 127.0.0.1 or localhost).`;
  }
  const siteOrigin = env.LOGIN_SITE_ORIGIN?.trim() ? originOf(env.LOGIN_SITE_ORIGIN.trim()) : callback.origin;
  if (!siteOrigin) return "LOGIN_SITE_ORIGIN must be an https origin such as https://example.com.";
  const github = env.GITHUB_URL?.trim() ? originOf(env.GITHUB_URL.trim()) : "https://github.com";
  if (!github) return "GITHUB_URL must be an https origin such as https://github.com.";
  return { clientId, secret, callback: callback.href, siteOrigin, github };
}

export async function login(request: Request, env: LoginEnv): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== loginPath && url.pathname !== callbackPath) {
    return loginPage({ status: 404, title: "Not found", text: "There is nothing here." });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return loginPage({ status: 405, title: "Method not allowed", text: "Only GET." }, { Allow: "GET, HEAD" });
  }
  const settings = loginSettings(env);
  if (typeof settings === "string") {
    return loginPage(
      { status: 500, title: "The login is not set up", text: `The site's owner needs to set this up: ${settings}` },
      url.pathname === callbackPath ? clearCookie : {},
    );
  }
  return url.pathname === loginPath ? start(settings) : callback(url, request, settings);
}

async function start(settings: Settings): Promise<Response> {
  const login = newLoginState();
  const authorize = new URL("/login/oauth/authorize", settings.github);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.callback,
    state: login.state,
    code_challenge: await codeChallenge(login.verifier),
    code_challenge_method: "S256",
  }).toString();
  return loginRedirect(authorize.href, setCookie(await sealLoginState(login, settings.secret)));
}

const cookieValue = (header: string | null) =>
  (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1) ?? "";

async function callback(url: URL, request: Request, settings: Settings): Promise<Response> {
  const fail = (text: string) =>
    loginPage(
      {
        status: 400,
        title: "Login failed",
        text,
        handshake: {
          message: `authorization:github:error:${JSON.stringify({ message: text })}`,
          origin: settings.siteOrigin,
        },
      },
      clearCookie,
    );
  const login = await openLoginState(cookieValue(request.headers.get("Cookie")), settings.secret);
  const state = url.searchParams.get("state") ?? "";
  if (!login || !sameText(state, login.state)) {
    return fail(
      "This login was not started in this browser, or it has been used already. Close this window and click Login in the editor again.",
    );
  }
  if (!isFresh(login)) return fail("This login took too long. Close this window and click Login in the editor again.");
  const error = url.searchParams.get("error");
  if (error)
    return fail(`GitHub did not log you in: ${(url.searchParams.get("error_description") || error).slice(0, 300)}`);
  const code = url.searchParams.get("code");
  if (!code) return fail("GitHub sent no code. Close this window and click Login in the editor again.");

  const token = await exchange(code, login.verifier, settings);
  if ("error" in token) return fail(token.error);
  return loginPage(
    {
      status: 200,
      title: "Logged in",
      text: "You are logged in. This window closes by itself.",
      handshake: {
        message: `authorization:github:success:${JSON.stringify({ token: token.token, provider: "github" })}`,
        origin: settings.siteOrigin,
      },
    },
    clearCookie,
  );
}

/** Only the access token is kept; GitHub's refresh token is dropped. */
async function exchange(
  code: string,
  verifier: string,
  settings: Settings,
): Promise<{ token: string } | { error: string }> {
  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetch(new URL("/login/oauth/access_token", settings.github), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.secret,
        code,
        redirect_uri: settings.callback,
        code_verifier: verifier,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return { error: "GitHub could not be reached. Try again in a moment." };
  }
  // GitHub answers a refused exchange with status 200 and an `error` field.
  if (typeof answer.access_token === "string" && answer.access_token && !answer.error)
    return { token: answer.access_token };
  const why =
    typeof answer.error_description === "string" ? answer.error_description : String(answer.error ?? "no token");
  return { error: `GitHub refused the login: ${why.slice(0, 300)}` };
}

export default { fetch: login };
