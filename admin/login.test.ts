// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../tests/github/fake-github";
import { login, type LoginEnv } from "./login";
import { loginLifetime } from "./login-state";

// The login against the fake GitHub's web flow (tests/github/fake-github.ts) on loopback: what a
// browser sends and keeps (its cookies) is played by `Browser` below.

const site = "https://kiez.example";
const callbackUrl = `${site}/api/auth/callback`;
const secret = "client-secret-that-never-leaves-the-host";
let fake: FakeGitHub;
let env: LoginEnv;

beforeAll(async () => {
  fake = await startFakeGitHub({ app: { clientId: "Iv23.kiez", clientSecret: secret, callback: callbackUrl } });
  env = {
    GITHUB_CLIENT_ID: "Iv23.kiez",
    GITHUB_CLIENT_SECRET: secret,
    LOGIN_CALLBACK_URL: callbackUrl,
    GITHUB_URL: fake.origin,
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.denyNext = null;
});

/** A browser's cookie jar for the site, as Set-Cookie says (Max-Age=0 deletes). */
class Browser {
  cookies = new Map<string, string>();
  async get(url: string, headers: Record<string, string> = {}, with_: LoginEnv = env): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await login(
      new Request(url, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }),
      with_,
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  /** Login, then GitHub's authorize page (which sends the person straight back): the callback's address. */
  async toGitHubAndBack(start = `${site}/api/auth?provider=github&site_id=kiez.example&scope=repo`): Promise<string> {
    const toGitHub = await this.get(start);
    const atGitHub = await fetch(toGitHub.headers.get("Location")!, { redirect: "manual" });
    return atGitHub.headers.get("Location")!;
  }
}

/** The data the page hands to its script: the message for the editor and the origin it may go to. */
const handshakeOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="login-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as {
    message: string;
    origin: string;
  } | null;

describe("starting a login", () => {
  it("redirects (302) to GitHub's authorize page with the configured client id, callback, state and an S256 challenge; no scope", async () => {
    const browser = new Browser();
    const response = await browser.get(`${site}/api/auth?provider=github&site_id=kiez.example&scope=repo`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe(`${fake.origin}/login/oauth/authorize`);
    expect([...location.searchParams.keys()].sort()).toEqual(
      ["client_id", "code_challenge", "code_challenge_method", "redirect_uri", "state"].sort(),
    );
    expect(location.searchParams.get("client_id")).toBe("Iv23.kiez");
    expect(location.searchParams.get("redirect_uri")).toBe(callbackUrl);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    // 32 random bytes, base64url: 256 bits.
    expect(location.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^editor_login=[\w.-]+; Max-Age=600; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).toContain(location.searchParams.get("state"));
    // The verifier is in the cookie; GitHub gets its SHA-256 only.
    const verifier = browser.cookies.get("editor_login")!.split(".")[1]!;
    expect(location.searchParams.get("code_challenge")).toBe(createHash("sha256").update(verifier).digest("base64url"));
    expect(response.headers.get("Location")).not.toContain(verifier);
  });

  it("gives every login its own state", async () => {
    const states = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await new Browser().get(`${site}/api/auth`);
      states.add(new URL(response.headers.get("Location")!).searchParams.get("state")!);
    }
    expect(states.size).toBe(20);
  });

  it("ignores an injected redirect_uri, scope, provider and Host: GitHub gets the configured values", async () => {
    const response = await new Browser().get(
      `https://evil.example/api/auth?provider=gitlab&scope=repo,user,admin:org&redirect_uri=${encodeURIComponent("https://evil.example/steal")}&site_id=evil.example`,
      { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    );
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin).toBe(fake.origin);
    expect(location.searchParams.get("redirect_uri")).toBe(callbackUrl);
    expect(location.searchParams.get("client_id")).toBe("Iv23.kiez");
    expect(location.searchParams.has("scope")).toBe(false);
    expect(response.headers.get("Location")).not.toContain("evil");
  });
});

describe("the callback", () => {
  it("exchanges the code (client secret and PKCE verifier) and hands the token to the site's origin only; the refresh token is dropped, the cookie deleted", async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    const calls = fake.tokenCalls;
    const response = await browser.get(back);
    expect(fake.tokenCalls).toBe(calls + 1);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { access_token, refresh_token } = fake.issued.at(-1)!;
    expect(handshakeOf(html)).toEqual({
      origin: site,
      message: `authorization:github:success:${JSON.stringify({ token: access_token, provider: "github" })}`,
    });
    expect(html).not.toContain(refresh_token);
    expect(html).not.toContain(secret);
    expect(response.headers.getSetCookie()).toEqual([
      "editor_login=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Lax",
    ]);
    expect(browser.cookies.size).toBe(0);
  });

  it("hands the token to the configured origin, whatever Host the callback is asked under", async () => {
    const browser = new Browser();
    const back = new URL(await browser.toGitHubAndBack());
    const html = await (
      await browser.get(`https://evil.example${back.pathname}${back.search}`, { Host: "evil.example" })
    ).text();
    expect(handshakeOf(html)?.origin).toBe(site);
    expect(handshakeOf(html)?.message).toMatch(/^authorization:github:success:/);
  });

  it("posts to LOGIN_SITE_ORIGIN when the login runs on an origin of its own (a Worker)", async () => {
    const worker = "https://login.kiez.workers.dev";
    const workerEnv = { ...env, LOGIN_CALLBACK_URL: `${worker}/api/auth/callback`, LOGIN_SITE_ORIGIN: site };
    const own = await startFakeGitHub({
      app: { clientId: "Iv23.kiez", clientSecret: secret, callback: workerEnv.LOGIN_CALLBACK_URL },
    });
    try {
      const browser = new Browser();
      const toGitHub = await browser.get(`${worker}/api/auth`, {}, { ...workerEnv, GITHUB_URL: own.origin });
      const back = (await fetch(toGitHub.headers.get("Location")!, { redirect: "manual" })).headers.get("Location")!;
      const html = await (await browser.get(back, {}, { ...workerEnv, GITHUB_URL: own.origin })).text();
      expect(handshakeOf(html)?.origin).toBe(site);
      expect(handshakeOf(html)?.message).toMatch(/^authorization:github:success:/);
    } finally {
      await own.close();
    }
  });

  const refused = async (response: Response, calls: number, why: RegExp) => {
    expect(fake.tokenCalls, "the token endpoint was not called").toBe(calls);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(handshakeOf(html)?.message).toMatch(/^authorization:github:error:/);
    expect(JSON.parse(handshakeOf(html)!.message.replace(/^authorization:github:error:/, "")).message).toMatch(why);
    expect(response.headers.getSetCookie()).toEqual([
      "editor_login=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Lax",
    ]);
  };

  it("refuses a callback without a state, and does not call GitHub", async () => {
    const browser = new Browser();
    const back = new URL(await browser.toGitHubAndBack());
    back.searchParams.delete("state");
    const calls = fake.tokenCalls;
    await refused(await browser.get(back.href), calls, /not started in this browser/);
  });

  it("refuses a wrong state, and does not call GitHub", async () => {
    const browser = new Browser();
    const back = new URL(await browser.toGitHubAndBack());
    const state = back.searchParams.get("state")!;
    back.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`);
    const calls = fake.tokenCalls;
    await refused(await browser.get(back.href), calls, /not started in this browser/);
  });

  it("refuses a state from another browser's login (a link someone sent), and does not call GitHub", async () => {
    const victim = new Browser();
    await victim.toGitHubAndBack();
    const back = await new Browser().toGitHubAndBack();
    const calls = fake.tokenCalls;
    await refused(await victim.get(back), calls, /not started in this browser/);
  });

  it("refuses a state used before, and does not call GitHub again", async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    expect((await browser.get(back)).status).toBe(200);
    const calls = fake.tokenCalls;
    await refused(await browser.get(back), calls, /used already/);
  });

  it(`refuses an expired state (older than ${loginLifetime} s), and does not call GitHub`, async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + (loginLifetime + 1) * 1000);
    const calls = fake.tokenCalls;
    await refused(await browser.get(back), calls, /took too long/);
  });

  it("refuses an expired cookie whose time was made fresh again (it is signed), and does not call GitHub", async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    const later = Date.now() + (loginLifetime + 1) * 1000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    const [state, verifier, , signature] = browser.cookies.get("editor_login")!.split(".");
    browser.cookies.set("editor_login", [state, verifier, Math.floor(later / 1000), signature].join("."));
    const calls = fake.tokenCalls;
    await refused(await browser.get(back), calls, /not started in this browser/);
  });
});

describe("what GitHub refuses", () => {
  it("shows GitHub's error_description as text, markup and all, in the page and in the message to the editor", async () => {
    const markup = `<img src=x onerror="alert('owned')"><script>alert(1)</script>`;
    fake.denyNext = markup;
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    expect(new URL(back).searchParams.get("error")).toBe("access_denied");
    const calls = fake.tokenCalls;
    const response = await browser.get(back);
    expect(fake.tokenCalls).toBe(calls);
    const html = await response.text();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#39;owned&#39;)&quot;&gt;");
    const { message } = handshakeOf(html)!;
    expect(JSON.parse(message.replace(/^authorization:github:error:/, ""))).toEqual({
      message: `GitHub did not log you in: ${markup}`,
    });
  });

  it("says so when the token endpoint refuses (a wrong client secret)", async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    const response = await browser.get(back, {}, { ...env, GITHUB_CLIENT_SECRET: "not-the-secret" });
    // The cookie was signed with the other secret: refused before GitHub is asked.
    expect(await response.text()).toContain("not started in this browser");
    const second = new Browser();
    const start = await second.get(`${site}/api/auth`, {}, { ...env, GITHUB_CLIENT_SECRET: "not-the-secret" });
    const again = (await fetch(start.headers.get("Location")!, { redirect: "manual" })).headers.get("Location")!;
    const html = await (await second.get(again, {}, { ...env, GITHUB_CLIENT_SECRET: "not-the-secret" })).text();
    expect(html).toContain("GitHub refused the login: The client_id and/or client_secret passed are incorrect.");
    expect(html).not.toContain("not-the-secret");
  });

  it("says so when GitHub cannot be reached", async () => {
    const browser = new Browser();
    const back = await browser.toGitHubAndBack();
    const html = await (await browser.get(back, {}, { ...env, GITHUB_URL: "http://127.0.0.1:9" })).text();
    expect(html).toContain("GitHub could not be reached");
  });
});

describe("every response of the login", () => {
  const expectHeaders = async (response: Response) => {
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.has("Cross-Origin-Opener-Policy")).toBe(false);
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toMatch(
      /^default-src 'none'; script-src 'sha256-[\w+/]{43}='; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    // The one inline script of a page is the one the policy allows.
    const html = await response.text();
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`);
    }
  };

  it("has its own headers: no-store, no referrer, nosniff, a strict policy, no opener policy", async () => {
    const browser = new Browser();
    const start = await browser.get(`${site}/api/auth`);
    await expectHeaders(start);
    const back = (await fetch(start.headers.get("Location")!, { redirect: "manual" })).headers.get("Location")!;
    await expectHeaders(await browser.get(back));
    await expectHeaders(await new Browser().get(`${site}/api/auth/callback?state=x&code=y`));
    await expectHeaders(await new Browser().get(`${site}/api/auth/elsewhere`));
    await expectHeaders(await new Browser().get(`${site}/api/auth`, {}, {}));
  });

  it("answers other paths 404 and other methods 405", async () => {
    expect((await login(new Request(`${site}/api/auth/`), env)).status).toBe(404);
    expect((await login(new Request(`${site}/api/authx`), env)).status).toBe(404);
    const post = await login(new Request(`${site}/api/auth`, { method: "POST", body: "x" }), env);
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("a login that is not set up", () => {
  const setupError = async (settings: LoginEnv, says: string) => {
    const response = await login(new Request(`${site}/api/auth`), settings);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(says);
    expect(html).not.toContain(secret);
    expect(response.headers.has("Location")).toBe(false);
  };

  it("says what is missing or wrong, never a secret, and redirects nowhere", async () => {
    await setupError({ ...env, GITHUB_CLIENT_ID: "" }, "GITHUB_CLIENT_ID is not set.");
    await setupError({ ...env, GITHUB_CLIENT_SECRET: undefined }, "GITHUB_CLIENT_SECRET is not set.");
    await setupError({ ...env, LOGIN_CALLBACK_URL: undefined }, "LOGIN_CALLBACK_URL must be https://");
    await setupError({ ...env, LOGIN_CALLBACK_URL: "http://kiez.example/api/auth/callback" }, "LOGIN_CALLBACK_URL");
    await setupError({ ...env, LOGIN_CALLBACK_URL: `${site}/auth/callback` }, "LOGIN_CALLBACK_URL");
    await setupError({ ...env, LOGIN_CALLBACK_URL: `${callbackUrl}?next=/` }, "LOGIN_CALLBACK_URL");
    await setupError({ ...env, LOGIN_SITE_ORIGIN: `${site}/admin/` }, "LOGIN_SITE_ORIGIN");
    await setupError({ ...env, LOGIN_SITE_ORIGIN: "http://kiez.example" }, "LOGIN_SITE_ORIGIN");
    await setupError({ ...env, GITHUB_URL: "http://github.example" }, "GITHUB_URL");
  });

  it("accepts plain http on this machine only (tests)", async () => {
    const local = await login(new Request("http://127.0.0.1:4400/api/auth"), {
      ...env,
      LOGIN_CALLBACK_URL: "http://127.0.0.1:4400/api/auth/callback",
    });
    expect(local.status).toBe(302);
  });
});
