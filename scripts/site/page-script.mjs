// The one script a page loads (app/browser/page.ts: its widgets and the loader of its React
// islands), bundled by the client build beside React Router's own files and named by content
// hash. The prerender (the server environment, built after the client) learns the file's URL, and
// the URLs of the chunks it imports (what it shares with the islands), from the virtual module
// `virtual:page-script`; `npm run dev` serves the source itself.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const entry = "/app/browser/page.ts";
const id = "virtual:page-script";

/** @returns {import("vite").Plugin} */
export function pageScript() {
  let reference = "";
  let url = entry;
  /** @type {string[]} */
  let imports = [];
  return {
    name: "page-script",
    // One plugin instance for both environments (React Router builds with sharedPlugins): the
    // client build, first, records the URL that the server build then writes into the pages.
    sharedDuringBuild: true,
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        reference = this.emitFile({ type: "chunk", id: entry, name: "page" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      const fileName = this.getFileName(reference);
      url = `/${fileName}`;
      const chunk = bundle[fileName];
      imports = chunk?.type === "chunk" ? chunk.imports.map((name) => `/${name}`) : [];
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(source) {
      return source === `\0${id}`
        ? `export default ${JSON.stringify(url)};\nexport const imports = ${JSON.stringify(imports)};`
        : null;
    },
  };
}

/**
 * The files that `entries` import or re-export, directly or through others, themselves included
 * (static imports only: not what they load when it is needed, nor `import type` or `export type`,
 * which leave nothing in the bundle), as absolute paths.
 * @param {string[]} entries absolute paths
 */
export function importGraph(entries) {
  const files = new Set();
  const walk = (/** @type {string} */ file) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    // `import … from`, `export … from` and `import "…"`, not `import type` or `export type`.
    for (const [, path] of source.matchAll(
      /^(?:(?:import|export) (?!type )[^;]*?from |import )"(\.{1,2}\/[^"]+)";/gm,
    )) {
      const base = resolve(dirname(file), /** @type {string} */ (path));
      const found = ["", ".ts", ".tsx"].map((extension) => base + extension).find((name) => existsSync(name));
      if (found) walk(found);
    }
  };
  for (const entry of entries) walk(entry);
  return files;
}

/** Every `*.island.tsx` below `dir`. */
function islandFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".island.tsx"))
    .map((name) => join(dir, name));
}

/**
 * How the client build groups the islands' modules (vite.config.ts), as sets of absolute paths:
 * - `shared`: what the page script and an island both use (the consent store, the viewport watcher),
 *   in a chunk of its own, which the page script fetches on first view;
 * - `islands`: the rest that the prerendered islands (the files that call `island(…)`) use, in one
 *   chunk with React, fetched once the page's first island loads; with it, what an island that
 *   opens on demand shares with the routes' modules (the photo's srcset reader);
 * - `onDemand`: by name, what only an island that opens on demand uses (the photo viewer: its
 *   lightbox library and its stylesheet come along), in a chunk of its own, fetched on a tap.
 * A route's module imports no on-demand chunk, then: React Router lists the stylesheets of the
 * chunks a route's module imports in that route's pages, and the viewer's held the first paint of
 * every page with photos.
 * @param {string} root the project folder
 */
export function islandChunks(root) {
  const app = join(root, "app");
  const files = islandFiles(app);
  const prerenders = (/** @type {string} */ file) => /\bisland\(/.test(readFileSync(file, "utf8"));
  const page = importGraph([resolve(root, `.${entry}`)]);
  const routes = importGraph([
    join(app, "root.tsx"),
    ...readdirSync(join(app, "routes"))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(app, "routes", name)),
  ]);
  const islands = importGraph(files.filter(prerenders));
  const onDemand = new Map(
    files
      .filter((file) => !prerenders(file))
      .map((file) => [
        file.replace(/^.*\/|\.island\.tsx$/g, ""),
        new Set([...importGraph([file])].filter((module) => !islands.has(module) && !page.has(module))),
      ]),
  );
  const withRoutes = [...onDemand.values()].flatMap((modules) => [...modules].filter((module) => routes.has(module)));
  for (const modules of onDemand.values()) for (const module of withRoutes) modules.delete(module);
  return {
    shared: new Set([...importGraph(files)].filter((file) => page.has(file))),
    islands: new Set([...islands, ...withRoutes].filter((file) => !page.has(file))),
    onDemand,
  };
}
