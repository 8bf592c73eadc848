import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { decapFiles } from "../../admin/page";
import { loadApartment } from "../../app/content/load.server";
import { valuesOfFacts, withValues } from "../../app/i18n/fill";
import { getMessages, getSiteValues } from "../../app/i18n/messages.server";
import type { Locale } from "../../app/locales";
import { mediaTypes } from "../../deploy/rules";
import { freePort } from "../../scripts/dev/ports.mjs";
import { startFakeGitHub, type FakeGitHub } from "../github/fake-github";
import { GitRepo } from "../github/git-repo";
import { startLoginSite, startLoginWorker, type LoginSite } from "../github/login-site";
import { allowConsole, expect, test } from "./fixtures";

// Project "login": the content editor on the built site with its own GitHub login, as Cloudflare
// Pages serves it (`wrangler pages dev`: the static files, _headers, functions/), against a fake
// GitHub on loopback (tests/github/) whose repository is a real bare Git repository of this
// project's files. Nothing reaches github.com (fixtures.ts).

test.describe.configure({ mode: "serial" });

const repoName = "kiez/site";
const file = "app/content/apartments/mitte/apartment.yaml";
let work = "";
let git: GitRepo;
let fake: FakeGitHub;
let site: LoginSite;
let elsewhere: Server;
let elsewhereOrigin = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), "kiez-login-"));
  git = GitRepo.fromFiles(join(work, "site.git"), ".", "main");
  const port = await freePort(Number(process.env.E2E_PORT ?? 4173) + 30);
  const callback = `http://127.0.0.1:${port}/api/auth/callback`;
  const app = { clientId: "Iv23.kiez-editor", clientSecret: "test-secret-of-the-host", callback };
  fake = await startFakeGitHub({ app, repo: { fullName: repoName, branch: "main", git } });
  site = await startLoginSite({
    port,
    repo: repoName,
    branch: "main",
    apiRoot: fake.apiRoot,
    login: {
      GITHUB_CLIENT_ID: app.clientId,
      GITHUB_CLIENT_SECRET: app.clientSecret,
      LOGIN_CALLBACK_URL: callback,
      GITHUB_URL: fake.origin,
    },
  });
  // Another origin's pages (another port of 127.0.0.1): the attacker's.
  elsewhere = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(attackerPage(request.url ?? "/"));
  });
  await new Promise<void>((done) => elsewhere.listen(0, "127.0.0.1", done));
  elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
  elsewhere?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The fake API's refusals the browser saw ("404 GET /repos/…"), and those the current test expects. */
let refusals: string[] = [];
let expectedRefusals: RegExp[] = [];

/**
 * The media folder (app/content/uploads, the Media tab's) is not in the repository: GitHub answers
 * its listing 404 and Decap takes that as empty, as it does on GitHub. Chromium logs every 404 as
 * a console error; which requests they were is checked after each test.
 */
const mediaFolder = /^404 GET \/repos\/kiez\/site\/git\/trees\/main:app\/content\/uploads$/;

test.beforeEach(({ context }) => {
  refusals = [];
  expectedRefusals = [mediaFolder];
  allowConsole(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.origin === fake.origin && url.pathname.startsWith("/api/v3/")) {
      refusals.push(`${response.status()} ${response.request().method()} ${url.pathname.slice(7)}${url.search}`);
    }
  });
});

test.afterEach(() => {
  // Every REST call Decap made has a route in the fake: none was guessed.
  expect(fake.unknown, "requests the fake GitHub has no route for").toEqual([]);
  expect(refusals.filter((refusal) => !expectedRefusals.some((pattern) => pattern.test(refusal)))).toEqual([]);
  fake.user = { login: "owner", name: "Site Owner", push: true };
  fake.denyNext = null;
  fake.beforeRefUpdate = null;
});

/** The attacker's pages: /open opens the site's login in a popup, /forge posts to its opener. */
function attackerPage(path: string): string {
  const script = path.startsWith("/forge")
    ? `const token = new URL(location.href).searchParams.get("token");
       opener.postMessage("authorizing:github", "*");
       opener.postMessage("authorization:github:success:" + JSON.stringify({ token, provider: "github" }), "*");
       opener.postMessage("forged", "*");`
    : `window.received = [];
       addEventListener("message", (event) => {
         window.received.push(String(event.data));
         if (String(event.data).startsWith("authorizing:github")) event.source.postMessage(event.data, "*");
       });
       document.querySelector("button").onclick = () => {
         window.login = open(${JSON.stringify(`SITE/api/auth?provider=github&site_id=127.0.0.1&scope=repo`)}.replace("SITE", new URL(location.href).searchParams.get("site")), "login");
       };`;
  return `<!doctype html><title>Elsewhere</title><button>Log in</button><script>${script}</script>`;
}

/**
 * Login with GitHub: the popup goes to the fake GitHub, comes back, hands over the token and closes.
 * Its closing is asked, not awaited as an event: on a busy machine the window can be closed by the
 * time the popup's promise resumes this code, and a wait for a close that has been never ends.
 */
async function logIn(page: Page) {
  await page.goto(`${site.origin}/admin`);
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  const popup = await opened;
  await expect.poll(() => popup.isClosed(), { message: "the login window closes", timeout: 30_000 }).toBe(true);
}

/** As the operator does it: the collection, then the file. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByText(entry, { exact: true }).click();
}

/** The editor's field that shows this value (Decap's labels repeat: five "Deutsch" per entry). */
async function fieldWithValue(page: Page, value: string) {
  const id = await page
    .waitForFunction(
      (value) => [...document.querySelectorAll("textarea")].find((field) => field.value === value)?.id,
      value,
    )
    .then((handle) => handle.jsonValue());
  return page.locator(`[id="${id}"]`);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const fileAt = (revision: string) => parse(git.git(["show", `${revision}:${file}`]));

test("logs in through the popup, changes a summary in English and German, publishes one commit of that file, and the build reads both from the commit", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = git.resolve("main", "commit")!;
  const apartment = fileAt(before);
  const en = "A bright {size} flat by the Berlin Wall Memorial (changed in the editor).";
  const de = "Helle Wohnung mit {size} an der Gedenkstätte Berliner Mauer (im Editor geändert).";

  await logIn(page);
  await expect(page.getByRole("link", { name: "Bernauer Strasse (mitte)", exact: true })).toBeVisible();
  // GitHub was asked with the configured values only (Decap's scope=repo is not passed on).
  const asked = fake.authorizations.at(-1)!;
  expect(asked.get("redirect_uri")).toBe(`${site.origin}/api/auth/callback`);
  expect(asked.has("scope")).toBe(false);
  expect(asked.get("code_challenge_method")).toBe("S256");
  // The token Decap keeps is the one GitHub issued.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("decap-cms-user") ?? "null"));
  expect(user?.token).toBe(fake.issued.at(-1)!.access_token);

  await openEntry(page, "Bernauer Strasse (mitte)", "Facts and short texts");
  await (await fieldWithValue(page, apartment.summary.en)).fill(en);
  await (await fieldWithValue(page, apartment.summary.de)).fill(de);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  // One new commit on main, changing that one file, and in it only the two texts.
  const after = git.resolve("main", "commit")!;
  expect(git.log(after, null, 10).slice(0, 2)).toEqual([after, before]);
  expect(git.commitInfo(after).parents).toEqual([before]);
  expect(git.changedFiles(after)).toEqual([file]);
  expect(fileAt(after)).toEqual({ ...apartment, summary: { ...apartment.summary, en, de } });
  expect(git.git(["show", `${after}:${file}`])).toMatch(/^# The apartment's facts/);

  // The commit is what the build reads: its tree's apartment files through the build's own loader
  // and schema, and the home page card's text composed from them as the pages compose it
  // ("60 m²"). The rest of the tree is the parent's (above), which the site's own build proves;
  // admin.spec.ts builds a copy with the editor's changes in full.
  const checkout = join(work, "checkout");
  mkdirSync(checkout);
  const archive = spawnSync("sh", ["-c", `git --git-dir "${git.dir}" archive ${after} | tar -x -C "${checkout}"`]);
  expect(archive.status, String(archive.stderr)).toBe(0);
  const { facts } = loadApartment("mitte", join(checkout, "app/content/apartments"));
  const card = (locale: Locale) =>
    withValues(facts.summary[locale], valuesOfFacts(facts, getMessages(locale), locale, getSiteValues(locale)));
  expect(card("en")).toMatch(/^A bright 60\sm² flat by the Berlin Wall Memorial \(changed in the editor\)\.$/u);
  expect(card("de")).toMatch(/^Helle Wohnung mit 60\sm² an der Gedenkstätte Berliner Mauer \(im Editor geändert\)\.$/u);
});

test("the login's responses carry their own headers under wrangler pages dev, and no opener policy; /admin keeps its own, and its files the rules' media types", async () => {
  const start = await fetch(`${site.origin}/api/auth?provider=github`, { redirect: "manual" });
  const callback = await fetch(`${site.origin}/api/auth/callback?state=x&code=y`, { redirect: "manual" });
  for (const response of [start, callback]) {
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'sha256-/);
    // The site's _headers (its `/*` block sets this opener policy) do not reach a function's response.
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
  }
  expect(start.status).toBe(302);
  expect(new URL(start.headers.get("location")!).origin).toBe(fake.origin);
  expect(callback.status).toBe(400);
  const admin = await fetch(`${site.origin}/admin`);
  expect(admin.headers.get("content-security-policy")).toContain(`connect-src 'self' blob: ${fake.origin}`);
  expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(admin.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  // The runtime's own media types for the editor's files are the rules' (nginx is given them).
  const wasm = (await decapFiles()).filter((name) => name.endsWith(".wasm"));
  expect(wasm.length).toBeGreaterThan(0);
  expect(admin.headers.get("content-type")?.split(";")[0]).toBe(mediaTypes.html);
  for (const name of ["config.yml", "admin.js", "decap-cms.js", ...wasm]) {
    const response = await fetch(`${site.origin}/admin/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get("content-type")?.split(";")[0], name).toBe(mediaTypes[extname(name).slice(1)]);
  }
});

test("a login started from another origin's page never hands it the token", async ({ context }) => {
  // Chromium says so when it drops a message for another origin than the window's.
  const dropped = (from: string) =>
    new RegExp(
      `^console\\.warning: Failed to execute 'postMessage' on 'DOMWindow': The target origin provided \\('${site.origin}'\\) does not match the recipient window's origin \\('${from}'\\)\\.$`,
    );
  allowConsole(dropped(elsewhereOrigin));
  const attacker = await context.newPage();
  await attacker.goto(`${elsewhereOrigin}/open?site=${encodeURIComponent(site.origin)}`);
  const popupEvent = attacker.waitForEvent("popup");
  await attacker.getByRole("button", { name: "Log in" }).click();
  const popup = await popupEvent;
  // The login itself succeeds (it is this browser's): the token is in the window…
  await expect(popup.locator("#login-text")).toHaveText(/You are logged in/);
  const received = () => attacker.evaluate(() => (window as unknown as { received: string[] }).received);
  // …but its script said nothing to its opener, which is not the site: a marker the window posts
  // now arrives after anything it posted before (messages from one window to another keep order).
  await popup.evaluate(() => window.opener.postMessage("marker", "*"));
  await expect.poll(received).toContain("marker");
  expect(await received()).toEqual(["marker"]);
  // The attacker asks for the token itself: the window's script hears it first and hands nothing.
  await popup.evaluate(() =>
    addEventListener("message", (event) => {
      if (event.data === "authorizing:github") setTimeout(() => window.opener.postMessage("marker 2", "*"));
    }),
  );
  await attacker.evaluate(() => (window as unknown as { login: Window }).login.postMessage("authorizing:github", "*"));
  await expect.poll(received).toContain("marker 2");
  expect((await received()).filter((message) => message.includes("authorization:github"))).toEqual([]);
});

test("a forged success message from another origin leaves the editor logged out", async ({ page, context }) => {
  // The login window shows another origin's page instead (an open redirect on the way, say): it
  // has the editor as its opener, and a valid token of the fake's.
  const token = fake.issueToken({ login: "intruder", name: "Intruder", push: true });
  await context.route(
    (url) => url.origin === site.origin && url.pathname === "/api/auth",
    (route) => route.fulfill({ status: 302, headers: { Location: `${elsewhereOrigin}/forge?token=${token}` } }),
  );
  const calls = fake.calls.length;
  await page.goto(`${site.origin}/admin`);
  /** The messages the editor got, and whether the window it opened is closed. */
  type Seen = { seen: string[]; login?: Window | null };
  await page.evaluate(() => {
    const spy = window as unknown as Seen;
    spy.seen = [];
    addEventListener("message", (event) => spy.seen.push(String(event.data)));
    // Decap closes its window in the handler that takes a token, before anything else it does.
    const open = window.open.bind(window);
    window.open = (...args) => (spy.login = open(...args));
  });
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  const state = () =>
    page.evaluate(() => {
      const spy = window as unknown as Seen;
      return { seen: spy.seen, closed: spy.login?.closed };
    });
  await expect.poll(async () => (await state()).seen).toContain("forged");
  // Decap's handlers ran on the messages before "forged" arrived (in order): it took none of them.
  expect(await state()).toEqual({
    seen: ["authorizing:github", `authorization:github:success:{"token":"${token}","provider":"github"}`, "forged"],
    closed: false,
  });
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("decap-cms-user"))).toBeNull();
  expect(fake.calls.slice(calls), "API calls with the forged token").toEqual([]);
});

const markup = `<img src=x onerror="document.title='owned'"><b>bold</b>`;
/** The login window's page of a failed login is answered 400, which Chromium logs. */
const failedLogin =
  /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/;

test("GitHub's error_description with markup is shown as text in the login window", async ({ page }) => {
  allowConsole(failedLogin);
  fake.denyNext = markup;
  const calls = fake.tokenCalls;
  // Opened on its own (no editor as its opener), the window stays and shows its text.
  await page.goto(`${site.origin}/api/auth?provider=github`);
  await expect(page.locator("#login-text")).toHaveText(`GitHub did not log you in: ${markup}`);
  await expect(page.locator("#no-editor")).toBeVisible();
  expect(await page.locator("img, b").count()).toBe(0);
  expect(await page.title()).toBe("Login failed");
  expect(fake.tokenCalls).toBe(calls);
});

test("GitHub's error_description with markup is shown as text in the editor", async ({ page }) => {
  allowConsole(failedLogin);
  fake.denyNext = markup;
  const calls = fake.tokenCalls;
  await logIn(page);
  await expect(page.getByText(`GitHub did not log you in: ${markup}`, { exact: true })).toBeVisible();
  expect(await page.locator("img[src=x], b").count()).toBe(0);
  expect(await page.title()).not.toBe("owned");
  expect(fake.tokenCalls).toBe(calls);
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
});

test("a user without push permission gets Decap's message and no editor", async ({ page }) => {
  // Decap logs the error it shows.
  allowConsole(/^console\.error: Error: Your GitHub user account does not have access to this repo\.\n/);
  fake.user = { login: "reader", name: "Reader", push: false };
  await logIn(page);
  await expect(page.getByText("Your GitHub user account does not have access to this repo.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bernauer Strasse (mitte)", exact: true })).toHaveCount(0);
});

/** Someone else's commit on main (another file), straight into the repository. */
function pushElsewhere(): string {
  const head = git.resolve("main", "commit")!;
  const path = "app/content/apartments/pberg/apartment.yaml";
  const blob = git.writeBlob(Buffer.from(`${git.git(["show", `${head}:${path}`])}# Changed elsewhere.\n`));
  const tree = git.writeTree(head, [{ path, mode: "100644", sha: blob }]);
  const someone = { name: "Someone else", email: "someone@example.com", date: new Date().toISOString() };
  const commit = git.commit({ tree, parents: [head], message: "Elsewhere", author: someone, committer: someone });
  expect(git.updateRef("main", commit, head)).toBe(true);
  return commit;
}

test("a save against a branch that moved meanwhile fails with a message and keeps what was typed", async ({ page }) => {
  const apartment = fileAt("main");
  const typed = "Typed while someone else pushed (must not be lost).";
  await logIn(page);
  await openEntry(page, "Bernauer Strasse (mitte)", "Facts and short texts");
  const field = await fieldWithValue(page, apartment.summary.en);
  await field.fill(typed);
  let elsewhere = "";
  fake.beforeRefUpdate = () => (elsewhere = pushElsewhere());
  expectedRefusals.push(/^422 PATCH \/repos\/kiez\/site\/git\/refs\/heads\/main$/);
  // Chromium logs the 422; Decap logs the error and rejects its save promise with an object.
  allowConsole(/status of 422/, /^console\.error: API_ERROR: Update is not a fast forward\n/, /^uncaught: Object$/);
  await publish(page);
  await expect(page.getByText(/Update is not a fast forward/)).toBeVisible();
  // The branch is the other commit; the editor still shows what was typed, unsaved.
  expect(git.resolve("main", "commit")).toBe(elsewhere);
  expect(fileAt("main").summary.en).toBe(apartment.summary.en);
  await expect(field).toHaveValue(typed);
});

test("the same module runs as a Worker of its own (for nginx hosting) and hands the token to the site's origin", async () => {
  test.setTimeout(90_000);
  const port = await freePort(Number(new URL(site.origin).port) + 1);
  const callback = `http://127.0.0.1:${port}/api/auth/callback`;
  const app = { clientId: "Iv23.kiez-worker", clientSecret: "worker-secret", callback };
  const github = await startFakeGitHub({ app });
  const worker = await startLoginWorker({
    port,
    login: {
      GITHUB_CLIENT_ID: app.clientId,
      GITHUB_CLIENT_SECRET: app.clientSecret,
      LOGIN_CALLBACK_URL: callback,
      LOGIN_SITE_ORIGIN: site.origin,
      GITHUB_URL: github.origin,
    },
  });
  try {
    const start = await fetch(`${worker.origin}/api/auth?provider=github`, { redirect: "manual" });
    expect(start.status).toBe(302);
    expect(start.headers.get("cross-origin-opener-policy")).toBeNull();
    const cookie = start.headers.getSetCookie()[0]!.split(";")[0]!;
    const back = (await fetch(start.headers.get("location")!, { redirect: "manual" })).headers.get("location")!;
    expect(back.startsWith(`${callback}?code=`)).toBe(true);
    const page = await fetch(back, { headers: { Cookie: cookie } });
    const data = JSON.parse(/id="login-data">(.*?)<\/script>/s.exec(await page.text())![1]!);
    expect(data).toEqual({
      origin: site.origin,
      message: `authorization:github:success:${JSON.stringify({ token: github.issued[0]!.access_token, provider: "github" })}`,
    });
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  } finally {
    await worker.stop();
    await github.close();
  }
});
