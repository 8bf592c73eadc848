import type { IncomingMessage, ServerResponse } from "node:http";
import type { FakeGitHub, FakeGitHubOptions, FakeUser } from "./fake-github";
import type { GitRepo, Person } from "./git-repo";

/**
 * The fake GitHub's REST API (./fake-github.ts), the calls Decap CMS's GitHub backend makes to
 * read and save, answered from a real bare Git repository: the user, the repository and its
 * permissions, trees (by `branch:folder`, raw or URL-encoded, recursive or not), blobs, the commits
 * of a path, and to save: blobs, the branch, a tree on a base tree, a commit, and the branch moved
 * to it (only forward, unless forced). CORS as GitHub's API sends it; a user token required.
 * A route this does not know is noted in `unknown` and answered 404, as GitHub answers one.
 */
export interface ApiContext {
  fake: FakeGitHub;
  repo: FakeGitHubOptions["repo"];
  tokens: Map<string, FakeUser>;
  readBody(): Promise<Buffer>;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
};

const preflight = {
  ...cors,
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-GitHub-Api-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
  "Access-Control-Max-Age": "86400",
};

/** Base64 as GitHub's blob API sends it: lines of 60 characters. */
const wrapped = (content: Buffer) => `${content.toString("base64").replace(/.{60}/g, "$&\n")}\n`;

export async function apiAnswer(request: IncomingMessage, response: ServerResponse, url: URL, context: ApiContext) {
  const { fake, repo } = context;
  const method = request.method ?? "GET";
  const path = url.pathname.slice("/api/v3".length);
  const send = (status: number, body: unknown) => {
    response
      .writeHead(status, { ...cors, "Content-Type": "application/json; charset=utf-8" })
      .end(JSON.stringify(body));
  };
  const error = (status: number, message: string) =>
    send(status, { message, documentation_url: "https://docs.github.com/rest", status: String(status) });
  if (method === "OPTIONS") return void response.writeHead(204, preflight).end();
  fake.calls.push(`${method} ${path}${url.search}`);

  const [keyword, token] = (request.headers.authorization ?? "").split(" ");
  const user = /^(token|bearer)$/i.test(keyword ?? "") ? context.tokens.get(token ?? "") : undefined;
  if (!user) return error(401, "Bad credentials");
  const api = fake.apiRoot;
  if (method === "GET" && path === "/user") {
    return send(200, {
      login: user.login,
      id: 1,
      name: user.name,
      avatar_url: `${fake.origin}/avatars/${user.login}`,
      type: "User",
    });
  }

  const prefix = repo ? `/repos/${repo.fullName}` : null;
  if (!repo || !prefix || (path !== prefix && !path.startsWith(`${prefix}/`))) return unknown();
  const git = repo.git;
  const rest = path.slice(prefix.length);
  const repoUrl = `${api}${prefix}`;
  const body = async () => JSON.parse((await context.readBody()).toString("utf8") || "{}") as Record<string, unknown>;
  const writes = method !== "GET";
  if (writes && !user.push) return error(403, "Resource not accessible by integration");
  const commitJson = (sha: string) => {
    const info = git.commitInfo(sha);
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl}/git/commits/${sha}`,
      author: info.author,
      committer: info.committer,
      message: info.message,
      tree: { sha: info.tree, url: `${repoUrl}/git/trees/${info.tree}` },
      parents: info.parents.map((parent) => ({ sha: parent, url: `${repoUrl}/git/commits/${parent}` })),
    };
  };
  const listed = (sha: string) => ({
    sha,
    url: `${repoUrl}/commits/${sha}`,
    commit: commitJson(sha),
    parents: commitJson(sha).parents,
  });
  let match: RegExpExecArray | null;

  if (method === "GET" && rest === "") {
    const [owner, name] = repo.fullName.split("/") as [string, string];
    return send(200, {
      id: 1,
      name,
      full_name: repo.fullName,
      owner: { login: owner, id: 2, type: "User" },
      private: true,
      default_branch: repo.branch,
      permissions: { admin: false, maintain: false, push: user.push, triage: user.push, pull: true },
    });
  }
  if (method === "GET" && (match = /^\/git\/trees\/(.+)$/.exec(rest))) {
    const tree = git.resolve(decodeURIComponent(match[1]!), "tree");
    if (!tree) return error(404, "Not Found");
    const recursive = !!url.searchParams.get("recursive") && url.searchParams.get("recursive") !== "0";
    const entries = git
      .tree(tree, recursive)
      .map((entry) => ({ ...entry, url: `${repoUrl}/git/${entry.type}s/${entry.sha}` }));
    return send(200, { sha: tree, url: `${repoUrl}/git/trees/${tree}`, tree: entries, truncated: false });
  }
  if (method === "GET" && (match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
    const content = git.blob(match[1]!);
    if (!content) return error(404, "Not Found");
    return send(200, {
      sha: match[1],
      node_id: `B_${match[1]}`,
      size: content.length,
      url: `${repoUrl}/git/blobs/${match[1]}`,
      content: wrapped(content),
      encoding: "base64",
    });
  }
  if (method === "GET" && rest === "/commits") {
    const start = git.resolve(url.searchParams.get("sha") || repo.branch, "commit");
    if (!start) return error(404, "No commit found for SHA");
    const perPage = Math.min(Number(url.searchParams.get("per_page")) || 30, 100);
    return send(200, git.log(start, url.searchParams.get("path"), perPage).map(listed));
  }
  if (method === "GET" && (match = /^\/branches\/([^/]+)$/.exec(rest))) {
    const name = decodeURIComponent(match[1]!);
    const head = git.resolve(`refs/heads/${name}`, "commit");
    if (!head) return error(404, "Branch not found");
    return send(200, { name, commit: listed(head), protected: false });
  }
  if (method === "POST" && rest === "/git/blobs") {
    const { content, encoding = "utf-8" } = await body();
    if (typeof content !== "string" || !["utf-8", "base64"].includes(String(encoding)))
      return error(422, "Invalid request.");
    const sha = git.writeBlob(Buffer.from(content, encoding === "base64" ? "base64" : "utf8"));
    return send(201, { sha, url: `${repoUrl}/git/blobs/${sha}` });
  }
  if (method === "POST" && rest === "/git/trees") {
    return postTree(await body(), git, send, error, repoUrl);
  }
  if (method === "POST" && rest === "/git/commits") {
    const { message, tree, parents = [], author, committer } = await body();
    if (typeof message !== "string" || typeof tree !== "string" || !Array.isArray(parents))
      return error(422, "Invalid request.");
    if (!git.resolve(tree, "tree")) return error(422, "Tree SHA does not exist");
    if (parents.some((parent) => typeof parent !== "string" || !git.resolve(parent, "commit"))) {
      return error(422, "Parent SHA does not exist or is not a commit object");
    }
    const now: Person = {
      name: user.name,
      email: `${user.login}@users.noreply.github.com`,
      date: new Date().toISOString(),
    };
    const sha = git.commit({
      tree,
      parents: parents as string[],
      message,
      author: { ...now, ...(author as Partial<Person> | undefined) },
      committer: { ...now, ...(committer as Partial<Person> | undefined) },
    });
    return send(201, commitJson(sha));
  }
  if (method === "PATCH" && (match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
    const branch = decodeURIComponent(match[1]!);
    const { sha, force = false } = await body();
    const current = git.resolve(`refs/heads/${branch}`, "commit");
    if (!current) return error(422, "Reference does not exist");
    if (typeof sha !== "string" || !git.resolve(sha, "commit")) return error(422, "Object does not exist");
    const hook = fake.beforeRefUpdate;
    fake.beforeRefUpdate = null;
    hook?.();
    const head = git.resolve(`refs/heads/${branch}`, "commit")!;
    if (!force && !git.isAncestor(head, sha)) return error(422, "Update is not a fast forward");
    if (!git.updateRef(branch, sha, head)) return error(422, "Reference cannot be updated");
    return send(200, {
      ref: `refs/heads/${branch}`,
      node_id: `REF_${branch}`,
      url: `${repoUrl}/git/refs/heads/${branch}`,
      object: { sha, type: "commit", url: `${repoUrl}/git/commits/${sha}` },
    });
  }
  return unknown();

  function unknown() {
    fake.unknown.push(`${method} ${path}${url.search}`);
    process.stderr.write(`fake GitHub: no route for ${method} ${path}${url.search}\n`);
    return error(404, "Not Found");
  }
}

const modes = new Set(["100644", "100755", "120000"]);

function postTree(
  input: Record<string, unknown>,
  git: GitRepo,
  send: (status: number, body: unknown) => void,
  error: (status: number, message: string) => void,
  repoUrl: string,
) {
  const { base_tree: base, tree } = input;
  if (!Array.isArray(tree)) return error(422, "Invalid tree info");
  const baseTree = typeof base === "string" ? git.resolve(base, "tree") : null;
  if (typeof base === "string" && !baseTree) return error(422, "base_tree is not a valid tree oid");
  const changes: { path: string; mode: string; sha: string | null }[] = [];
  for (const entry of tree as Record<string, unknown>[]) {
    const { path, mode, type, sha, content } = entry;
    if (typeof path !== "string" || !path || path.startsWith("/") || typeof mode !== "string")
      return error(422, "Invalid tree info");
    // Folders and submodules in a new tree: Decap sends files only; say so if that changes.
    if (type !== "blob" || !modes.has(mode)) {
      process.stderr.write(`fake GitHub: tree entries of type ${String(type)} mode ${mode} are not modelled\n`);
      return error(422, `tree.type ${String(type)} is not modelled by the fake`);
    }
    if (sha === null) changes.push({ path, mode, sha: null });
    else if (typeof content === "string")
      changes.push({ path, mode, sha: git.writeBlob(Buffer.from(content, "utf8")) });
    else if (typeof sha === "string" && git.blob(sha)) changes.push({ path, mode, sha });
    else return error(422, `tree.sha ${String(sha)} is not a valid blob`);
  }
  const sha = git.writeTree(baseTree, changes);
  const entries = git
    .tree(sha, false)
    .map((entry) => ({ ...entry, url: `${repoUrl}/git/${entry.type}s/${entry.sha}` }));
  return send(201, { sha, url: `${repoUrl}/git/trees/${sha}`, tree: entries, truncated: false });
}
