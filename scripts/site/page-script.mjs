// The one script a page loads (app/browser/page.ts), bundled by the client build; the prerender,
// built after it, learns its hashed URL and its chunks' from `virtual:page-script`.
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
    // One instance for both environments: the client build records what the server build writes.
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
 * The files `entries` import statically, themselves included (not `import type`, which leaves
 * nothing in the bundle).
 * @param {string[]} entries absolute paths
 */
export function importGraph(entries) {
  const files = new Set();
  const walk = (/** @type {string} */ file) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
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

/**
 * The scripts the page script imports when they are needed (`import("./x.client")`), as files.
 * @param {Set<string>} pageFiles the page script's static graph
 */
export function lazyScripts(pageFiles) {
  const found = new Set();
  for (const file of pageFiles)
    for (const [, path] of readFileSync(file, "utf8").matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)) {
      const base = resolve(dirname(file), /** @type {string} */ (path));
      const target = ["", ".ts", ".tsx"].map((extension) => base + extension).find((name) => existsSync(name));
      if (target) found.add(target);
    }
  return [...found];
}

function islandFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".island.tsx"))
    .map((name) => join(dir, name));
}

/**
 * How the client build groups the islands' modules: `shared` with the page script, `islands` with
 * React, and `onDemand` by name. What an on-demand island shares with a route goes to `islands`:
 * React Router lists the stylesheets of a route's chunks in its pages, which would hold the first paint.
 * `lazy`: each script the page script imports when needed (the guest's dates), with the modules
 * only it brings; `lazyShared`: what those share with the islands, in a file of its own, so that
 * neither loads the other's code.
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
  const lazy = new Map(
    lazyScripts(page).map((file) => [
      file.replace(/^.*\/|\.ts$/g, ""),
      new Set([...importGraph([file])].filter((module) => !page.has(module))),
    ]),
  );
  const lazyShared = new Set([...lazy.values()].flatMap((modules) => [...modules].filter((m) => islands.has(m))));
  for (const modules of lazy.values()) for (const module of lazyShared) modules.delete(module);
  return {
    shared: new Set([...importGraph(files)].filter((file) => page.has(file))),
    islands: new Set([...islands, ...withRoutes].filter((file) => !page.has(file) && !lazyShared.has(file))),
    onDemand,
    lazy,
    lazyShared,
  };
}
