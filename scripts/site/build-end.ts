import { existsSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { githubBackend } from "../../admin/config";
import { loadContent } from "../../app/content/load.server";
import { islandStringsFile } from "../../app/i18n/island-strings.server";
import { locales } from "../../app/locales";
import { indexedPaths, prerenderPaths } from "../../app/pages.server";
import { releaseReminder } from "../../app/content/release-check";
import { robotsTxt, sitemapXml } from "../../app/seo/sitemap";
import { withInlineFiles } from "../../deploy/frame-document";
import { documentPolicies } from "../../deploy/documents";
import { nginxOptionsFrom, nginxSite } from "../../deploy/nginx";
import { rules, type BuiltRules } from "../../deploy/rules";
import { headersFile, notFoundCopies, redirectsFile } from "../../deploy/static-hosts";
import { touchIcons } from "../../deploy/touch-icons";

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Vite's record of the client build: each chunk's file and what it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const pageScriptSource = "app/browser/page.ts";

/**
 * What the client build wrote that no page loads (decision 024: React Router renders at build time
 * only): React Router's client entry, route modules and their manifest. Every script a page may load
 * is the page script or what it imports, at once or when an island is needed.
 */
async function withoutRouterClient(client: string) {
  const manifestFile = join(client, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
  const loaded = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
  };
  walk(pageScriptSource);
  if (loaded.size === 0) throw new Error(`${pageScriptSource}: not in the client build's manifest`);
  for (const { file } of Object.values(manifest))
    if (file.endsWith(".js") && !loaded.has(file)) await rm(join(client, file), { force: true });
  // React Router's own manifest of routes for its client router (assets/manifest-{version}.js).
  for (const name of await readdir(join(client, "assets")))
    if (/^manifest-[\w-]+\.js$/.test(name)) await rm(join(client, "assets", name));
  await rm(join(client, ".vite"), { recursive: true });
}

/**
 * The link-preview pictures the documents name (og:image): the build cuts one from every photo
 * (app/seo/share-image.server.ts); the others are deleted.
 */
async function withoutUnnamedShareImages(client: string, documents: string[]) {
  const named = new Set<string>();
  for (const document of documents) {
    const html = await readFile(join(client, document, "index.html"), "utf8");
    for (const [, url] of html.matchAll(/<meta property="og:image" content="[^"]*?\/(assets\/[^"/]+\.jpg)"/g))
      named.add(url!);
  }
  if (named.size === 0) throw new Error("no document names a share image (og:image)");
  for (const name of await readdir(join(client, "assets")))
    if (name.endsWith(".jpg") && !named.has(`assets/${name}`)) await rm(join(client, "assets", name));
}

/**
 * After the build and prerender: sitemap and robots.txt, the rules for the servers (with each
 * document's Content-Security-Policy), the nginx and static-host configurations, no SPA
 * fallback. No precompressed copies: both servers compress as they send (deploy/nginx.ts).
 */
export async function buildEnd(buildDirectory: string) {
  const { operator, apartments } = loadContent();
  const client = join(buildDirectory, "client");
  // Every page is prerendered; unknown paths get the 404 documents, never a SPA shell. The route
  // data React Router writes beside each page is for its client-side router, which no page loads.
  await rm(join(client, "index.html"), { force: true });
  for await (const path of files(client)) if (path.endsWith(".data")) await rm(path);
  await withoutRouterClient(client);
  await withoutUnnamedShareImages(client, prerenderPaths());
  await writeFile(join(client, "sitemap.xml"), sitemapXml(operator.siteUrl, indexedPaths()));
  await writeFile(join(client, "robots.txt"), robotsTxt(operator.siteUrl));
  // The islands' strings, one file per language (the pages name it: app/shared/island.tsx).
  for (const locale of locales) {
    const { href, json } = islandStringsFile(locale);
    await writeFile(join(client, href), json);
  }

  const icons = await touchIcons(await readFile("deploy/favicon.svg"));
  for (const [name, body] of Object.entries(icons)) await writeFile(join(client, name), body);
  // The calendar's frame document carries its stylesheet and scripts (deploy/frame-document.ts),
  // which are then no files of their own: nothing would load them.
  const frame = join(client, "embed", "calendar", "index.html");
  const inlined: string[] = [];
  const fileAt = (path: string) => {
    const file = join(client, path);
    inlined.push(file);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined;
  };
  await writeFile(frame, withInlineFiles(await readFile(frame, "utf8"), fileAt));
  for (const file of inlined) await rm(file);

  const pages: BuiltRules = { ...rules, documentCsp: await documentPolicies(client, prerenderPaths()) };
  // The content editor, only for online editing (CMS_GITHUB_REPO; decision 015), with its own policy.
  const github = githubBackend(process.env);
  const built = github ? await (await import("../../admin/page")).withEditor(client, pages, github) : pages;
  await writeFile(join(buildDirectory, "rules.json"), JSON.stringify(built, null, 2));
  await mkdir(join(buildDirectory, "deploy"), { recursive: true });
  await writeFile(join(buildDirectory, "deploy", "nginx.conf"), nginxSite(built, nginxOptionsFrom(process.env)));
  await writeFile(join(client, "_headers"), headersFile(built));
  await writeFile(join(client, "_redirects"), redirectsFile(built));
  // Cloudflare Pages' not-found documents (404.html); nginx never serves them.
  for (const { from, to } of notFoundCopies(built)) await copyFile(join(client, from), join(client, to));

  console.log(
    `build-end: sitemap.xml, robots.txt, rules.json, deploy/nginx.conf, _headers, _redirects${github ? `, admin/ (content editor for ${github.repo})` : ""} written`,
  );
  const reminder = releaseReminder(operator, Object.values(apartments));
  if (reminder) console.log(`\n${reminder}\n`);
}
