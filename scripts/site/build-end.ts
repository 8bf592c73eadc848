import { existsSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { githubBackend } from "../../admin/config";
import { loadContent } from "../../app/content/load.server";
import { pageStringsFile } from "../../app/i18n/page-strings.server";
import { locales } from "../../app/locales";
import { indexedPaths, prerenderPaths } from "../../app/pages.server";
import { releaseReminder } from "../../app/content/release-check";
import { robotsTxt, sitemapXml } from "../../app/seo/sitemap";
import { stayRules, stayRulesPath } from "../../app/stay/stay-rules.server";
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

type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const pageScriptSource = "app/browser/page.ts";

/** React Router's client files: it renders at build time only (decision 024), no page loads them. */
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
  for (const name of await readdir(join(client, "assets")))
    if (/^manifest-[\w-]+\.js$/.test(name)) await rm(join(client, "assets", name));
  await rm(join(client, ".vite"), { recursive: true });
}

/** The build cuts a share image from every photo: those no og:image names go. */
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

/** After the prerender: sitemap, robots.txt and the servers' rules; no SPA fallback, no precompressed copies. */
export async function buildEnd(buildDirectory: string) {
  const { operator, apartments } = loadContent();
  const client = join(buildDirectory, "client");
  await rm(join(client, "index.html"), { force: true });
  for await (const path of files(client)) if (path.endsWith(".data")) await rm(path);
  await withoutRouterClient(client);
  await withoutUnnamedShareImages(client, prerenderPaths());
  await writeFile(join(client, "sitemap.xml"), sitemapXml(operator.siteUrl, indexedPaths()));
  await writeFile(join(client, "robots.txt"), robotsTxt(operator.siteUrl));
  await writeFile(join(client, stayRulesPath.slice(1)), JSON.stringify(stayRules(loadContent())));
  for (const locale of locales) {
    const { href, json } = pageStringsFile(locale);
    await writeFile(join(client, href), json);
  }

  const icons = await touchIcons(await readFile("deploy/favicon.svg"));
  for (const [name, body] of Object.entries(icons)) await writeFile(join(client, name), body);
  // Inlined into the calendar's frame document, its files would be loaded by nothing.
  const frame = join(client, "embed", "calendar", "index.html");
  const inlined: string[] = [];
  const fileAt = (path: string) => {
    const file = join(client, path);
    inlined.push(file);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined;
  };
  await writeFile(frame, withInlineFiles(await readFile(frame, "utf8"), fileAt));
  for (const file of inlined) await rm(file);

  const pages: BuiltRules = { ...rules, ...(await documentPolicies(client, prerenderPaths())) };
  const github = githubBackend(process.env);
  const built = github ? await (await import("../../admin/page")).withEditor(client, pages, github) : pages;
  await writeFile(join(buildDirectory, "rules.json"), JSON.stringify(built, null, 2));
  await mkdir(join(buildDirectory, "deploy"), { recursive: true });
  await writeFile(join(buildDirectory, "deploy", "nginx.conf"), nginxSite(built, nginxOptionsFrom(process.env)));
  await writeFile(join(client, "_headers"), headersFile(built));
  await writeFile(join(client, "_redirects"), redirectsFile(built));
  for (const { from, to } of notFoundCopies(built)) await copyFile(join(client, from), join(client, to));

  console.log(
    `build-end: sitemap.xml, robots.txt, stay.json, rules.json, deploy/nginx.conf, _headers, _redirects${github ? `, admin/ (content editor for ${github.repo})` : ""} written`,
  );
  const reminder = releaseReminder(operator, Object.values(apartments));
  if (reminder) console.log(`\n${reminder}\n`);
}
