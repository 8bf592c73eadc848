import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { apiAnswer, type ApiContext } from "./fake-github-api";
import type { GitRepo } from "./git-repo";

/**
 * A fake GitHub on loopback, for the content editor's login and saves without the network:
 * GitHub's web flow for a GitHub App (the authorize page and the token endpoint, on this origin
 * as on github.com) and, under /api/v3 (where GitHub Enterprise Server has it), the REST calls
 * Decap CMS's GitHub backend makes, on a real bare Git repository (./fake-github-api.ts).
 *
 * Modelled on GitHub's documentation: the authorize page sends errors back to the registered
 * callback (`error`, `error_description`, `error_uri`, `state`); the token endpoint answers JSON
 * when asked with Accept: application/json, its refusals with status 200 and an `error` field;
 * a user token expires after 8 hours and comes with a refresh token. The person at the
 * authorize page has authorized the app before: it sends them straight back, as GitHub does.
 */
export interface FakeUser {
  login: string;
  name: string;
  /** Whether the user may push to the repository (the repository's `permissions.push`). */
  push: boolean;
}

export interface FakeGitHubOptions {
  /** The GitHub App: its client id and secret, and the one callback it has registered. */
  app: { clientId: string; clientSecret: string; callback: string };
  /** The repository the API serves, as "owner/name", its branch and its Git database. */
  repo?: { fullName: string; branch: string; git: GitRepo };
}

interface Grant {
  user: FakeUser;
  challenge: string | null;
  redirectUri: string;
  expires: number;
  used: boolean;
}

export interface FakeGitHub {
  origin: string;
  /** Decap's `api_root`. */
  apiRoot: string;
  /** Who is signed in at the authorize page (and gets the next code). */
  user: FakeUser;
  /** When set, the next visit of the authorize page is denied with this error_description. */
  denyNext: string | null;
  /** Runs once just before the next branch update is applied (another push landing meanwhile). */
  beforeRefUpdate: (() => void) | null;
  /** The query of every visit of the authorize page. */
  authorizations: URLSearchParams[];
  /** How many times the token endpoint was called, and the tokens it issued. */
  tokenCalls: number;
  issued: { access_token: string; refresh_token: string }[];
  /** Every API request ("GET /repos/…"), and those no route answered. */
  calls: string[];
  unknown: string[];
  /** A user token as the token endpoint would issue it. */
  issueToken(user: FakeUser): string;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** Every user's picture (GitHub's are on avatars.githubusercontent.com). */
const avatar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#2b6"/></svg>`;

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
const troubleshooting = "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors";

export async function startFakeGitHub(options: FakeGitHubOptions, port = 0): Promise<FakeGitHub> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeUser>();
  const { app } = options;

  const fake: FakeGitHub = {
    origin: "",
    apiRoot: "",
    user: { login: "owner", name: "Site Owner", push: true },
    denyNext: null,
    beforeRefUpdate: null,
    authorizations: [],
    tokenCalls: 0,
    issued: [],
    calls: [],
    unknown: [],
    issueToken(user) {
      const token = `ghu_${randomBytes(18).toString("base64url")}`;
      tokens.set(token, user);
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const back = (response: ServerResponse, query: Record<string, string>) => {
    response.writeHead(302, { Location: `${app.callback}?${new URLSearchParams(query)}` }).end();
  };

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    fake.authorizations.push(new URLSearchParams(query));
    const state = query.get("state") ?? "";
    if (query.get("client_id") !== app.clientId) {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end("<h1>Not Found</h1>");
      return;
    }
    const redirectUri = query.get("redirect_uri") ?? app.callback;
    if (redirectUri !== app.callback) {
      const error_description = "The redirect_uri MUST match the registered callback URL for this application.";
      return back(response, { error: "redirect_uri_mismatch", error_description, error_uri: troubleshooting, state });
    }
    const challenge = query.get("code_challenge");
    if (challenge && query.get("code_challenge_method") !== "S256") {
      return back(response, {
        error: "invalid_request",
        error_description: "code_challenge_method must be S256",
        state,
      });
    }
    if (fake.denyNext !== null) {
      const error_description = fake.denyNext;
      fake.denyNext = null;
      return back(response, { error: "access_denied", error_description, error_uri: troubleshooting, state });
    }
    const code = randomBytes(10).toString("hex");
    grants.set(code, { user: fake.user, challenge, redirectUri, expires: Date.now() + 600_000, used: false });
    back(response, { code, state });
  }

  async function accessToken(request: IncomingMessage, response: ServerResponse) {
    fake.tokenCalls++;
    const body = (await readBody(request)).toString("utf8");
    const form = /json/.test(request.headers["content-type"] ?? "")
      ? new URLSearchParams(JSON.parse(body || "{}") as Record<string, string>)
      : new URLSearchParams(body);
    const answer = (fields: Record<string, string | number>) => {
      const json = /application\/json/.test(request.headers.accept ?? "");
      response.writeHead(200, {
        "Content-Type": json ? "application/json; charset=utf-8" : "application/x-www-form-urlencoded",
      });
      response.end(json ? JSON.stringify(fields) : new URLSearchParams(fields as Record<string, string>).toString());
    };
    const refuse = (error: string, error_description: string) =>
      answer({ error, error_description, error_uri: troubleshooting });
    if (request.method !== "POST") return refuse("invalid_request", "POST only");
    if (form.get("client_id") !== app.clientId || form.get("client_secret") !== app.clientSecret) {
      return refuse("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.");
    }
    const grant = grants.get(form.get("code") ?? "");
    if (!grant || grant.used || grant.expires < Date.now()) {
      return refuse("bad_verification_code", "The code passed is incorrect or expired.");
    }
    grant.used = true;
    if ((form.get("redirect_uri") ?? grant.redirectUri) !== grant.redirectUri) {
      return refuse(
        "redirect_uri_mismatch",
        "The redirect_uri MUST match the registered callback URL for this application.",
      );
    }
    // RFC 7636 §4.6: a verifier that does not match the challenge is an invalid grant.
    const verifier = form.get("code_verifier");
    if (grant.challenge && (!verifier || s256(verifier) !== grant.challenge)) {
      return refuse("invalid_grant", "The code_verifier does not match the code_challenge.");
    }
    const issued = {
      access_token: fake.issueToken(grant.user),
      refresh_token: `ghr_${randomBytes(30).toString("base64url")}`,
    };
    fake.issued.push(issued);
    answer({
      ...issued,
      expires_in: 28800,
      refresh_token_expires_in: 15811200,
      token_type: "bearer",
      scope: "",
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", fake.origin);
    const done = (error: unknown) => {
      process.stderr.write(
        `fake GitHub: ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}\n`,
      );
      if (!response.headersSent) response.writeHead(500).end();
    };
    if (url.pathname === "/login/oauth/authorize") return authorize(url, response);
    if (url.pathname === "/login/oauth/access_token") return void accessToken(request, response).catch(done);
    if (url.pathname.startsWith("/avatars/")) {
      response.writeHead(200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" });
      return void response.end(avatar);
    }
    if (url.pathname.startsWith("/api/v3/")) {
      const context: ApiContext = { fake, repo: options.repo, tokens, readBody: () => readBody(request) };
      return void apiAnswer(request, response, url, context).catch(done);
    }
    fake.unknown.push(`${request.method} ${url.pathname}`);
    process.stderr.write(`fake GitHub: no route for ${request.method} ${url.pathname}${url.search}\n`);
    response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.apiRoot = `${fake.origin}/api/v3`;
  return fake;
}
