import { existsSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { githubBackend } from "../admin/config";
import { loadContent } from "../app/content/load.server";
import { indexedPaths, prerenderPaths } from "../app/shared/site.server";
import { releaseReminder } from "../app/content/release-check";
import { robotsTxt, sitemapXml } from "../app/seo/sitemap";
import { withInlineFiles } from "../deploy/frame-document";
import { documentPolicies } from "../deploy/documents";
import { nginxOptionsFrom, nginxSite } from "../deploy/nginx";
import { adminHeaders, rules, type BuiltRules } from "../deploy/rules";
import { headersFile, notFoundCopies, redirectsFile } from "../deploy/static-hosts";
import { touchIcons } from "../deploy/touch-icons";

const compressible = /\.(html|js|css|svg|json|data|txt|xml|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Brotli and gzip next to every text file, so servers send them without compressing per request. */
async function precompress(dir: string) {
  let count = 0;
  for await (const path of files(dir)) {
    if (!compressible.test(path)) continue;
    const body = await readFile(path);
    if (body.length < 512) continue;
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * After the build and prerender: sitemap and robots.txt, the rules for the servers (with each
 * document's Content-Security-Policy), the nginx and static-host configurations, no SPA
 * fallback, precompressed files.
 */
export async function buildEnd(buildDirectory: string) {
  const { operator } = loadContent();
  const client = join(buildDirectory, "client");
  // Every page is prerendered; unknown paths get the 404 documents, never a SPA shell. The route
  // data React Router writes beside each page is for its client-side router, which no page loads.
  await rm(join(client, "index.html"), { force: true });
  for await (const path of files(client)) if (path.endsWith(".data")) await rm(path);
  await writeFile(join(client, "sitemap.xml"), sitemapXml(operator.siteUrl, indexedPaths()));
  await writeFile(join(client, "robots.txt"), robotsTxt(operator.siteUrl));

  const icons = await touchIcons(await readFile(join(client, "favicon.svg")));
  for (const [name, body] of Object.entries(icons)) await writeFile(join(client, name), body);
  // The calendar's frame document carries its stylesheet and scripts (deploy/frame-document.ts).
  const frame = join(client, "embed", "calendar", "index.html");
  const fileAt = (path: string) => {
    const file = join(client, path);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined;
  };
  await writeFile(frame, withInlineFiles(await readFile(frame, "utf8"), fileAt));

  const built: BuiltRules = { ...rules, documentCsp: await documentPolicies(client, prerenderPaths()) };
  // The content editor, only for online editing (CMS_GITHUB_REPO; decision 015), with its own policy.
  const github = githubBackend(process.env);
  if (github) {
    const { adminPagePolicy, adminPath, writeAdmin } = await import("../admin/page");
    await writeAdmin(join(client, "admin"), github);
    built.documentCsp[adminPath] = adminPagePolicy(github);
    // noindex for /admin and below.
    built.pathHeaders = { ...built.pathHeaders, [adminPath]: adminHeaders };
  }
  await writeFile(join(buildDirectory, "rules.json"), JSON.stringify(built, null, 2));
  await mkdir(join(buildDirectory, "deploy"), { recursive: true });
  await writeFile(join(buildDirectory, "deploy", "nginx.conf"), nginxSite(built, nginxOptionsFrom(process.env)));
  await writeFile(join(client, "_headers"), headersFile(built));
  await writeFile(join(client, "_redirects"), redirectsFile(built));
  // Cloudflare Pages' not-found documents (404.html); the Node server and nginx never serve them.
  for (const { from, to } of notFoundCopies(built)) await copyFile(join(client, from), join(client, to));

  const count = await precompress(client);
  console.log(
    `build-end: sitemap.xml, robots.txt, rules.json, deploy/nginx.conf, _headers, _redirects${github ? `, admin/ (content editor for ${github.repo})` : ""} written; ${count} files precompressed (br, gz)`,
  );
  const reminder = releaseReminder(operator, Object.values(loadContent().apartments));
  if (reminder) console.log(`\n${reminder}\n`);
}
