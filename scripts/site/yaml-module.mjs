// A YAML file imported as a module (`import data from "./operator.yaml"`): its data as a plain
// object, so the browser never ships a YAML parser. Used by Vite (the plugin below) and by Node
// (the loader hook below, registered by playwright.config.ts and scripts/dev/browsers.mjs).
// Validation is the build's job (app/content/load.server.ts).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const isYaml = (id) => /\.ya?ml$/.test(id.split("?")[0]);

/** Top-level keys a module can export by name (so a bundle keeps only the fields it uses). */
const exportable = (key) => /^[A-Za-z_$][\w$]*$/.test(key) && !reserved.has(key);
const reserved = new Set(["default", "class", "const", "delete", "enum", "export", "function", "import", "new", "var"]);

/** A file's path as the operator knows it (app/content/operator.yaml), for error messages. */
const shown = (file) => relative(process.cwd(), file) || file;

/**
 * A content file that is not valid YAML or JSON stops the build with the file named first: the
 * parsers' own errors named neither it nor (for JSON, read while the build loads its
 * configuration) any file but react-router.config.ts.
 * @param {string} source
 * @param {string} file
 * @param {"yaml" | "json"} format
 */
export function parseContent(source, file, format) {
  try {
    return format === "json" ? JSON.parse(source) : parse(source);
  } catch (error) {
    const message = (error instanceof Error ? error.message.split("\n")[0] : String(error)).replace(/:$/, "");
    // JSON.parse reports a position ("at position 812"): as a line and column, like YAML's.
    const position = /at position (\d+)/.exec(message);
    const before = position ? source.slice(0, Number(position[1])).split("\n") : null;
    const where = before ? ` (line ${before.length}, column ${before.at(-1).length + 1})` : "";
    throw new Error(`${shown(file)}: not valid ${format.toUpperCase()}: ${message}${where}`, { cause: error });
  }
}

/** @param {string} source @param {string} file its path, named in a parse error */
export function yamlToModule(source, file) {
  const data = parseContent(source, file, "yaml");
  if (!data || typeof data !== "object" || Array.isArray(data)) return `export default ${JSON.stringify(data)};\n`;
  const keys = Object.keys(data);
  const named = keys.filter(exportable).map((key) => `export const ${key} = ${JSON.stringify(data[key])};\n`);
  const fields = keys.map((key) => `${JSON.stringify(key)}: ${exportable(key) ? key : JSON.stringify(data[key])}`);
  return `${named.join("")}export default { ${fields.join(", ")} };\n`;
}

/** Vite plugin. */
export function yamlModules() {
  return {
    name: "yaml-modules",
    enforce: "pre",
    load(id) {
      if (!isYaml(id)) return null;
      const file = id.split("?")[0];
      this.addWatchFile(file);
      return { code: yamlToModule(readFileSync(file, "utf8"), file), map: null };
    },
    // JSON stays Vite's to load; a broken file is reported here first, with its name. (Not with
    // a query: `?url` or `?raw` make it another module, which is not JSON.)
    transform(code, id) {
      if (/\.json$/.test(id) && !id.includes("node_modules")) parseContent(code, id, "json");
      return null;
    },
  };
}

/**
 * Node module loader hook, synchronous (node:module registerHooks, in the importing thread; the
 * asynchronous register() is deprecated on Node 26). JSON too (app/content/site-texts.json), which
 * Vite imports by itself and Node only with an import attribute.
 */
export function load(url, context, nextLoad) {
  const path = url.split("?")[0];
  // JSON only when imported (these hooks see require() too, which expects the data) and only the
  // project's own (a package's stays Node's).
  const own = url.startsWith("file:") && !url.includes("/node_modules/");
  const imported = context.conditions?.includes("import") === true;
  if (!own || !(isYaml(path) || (imported && /\.json$/.test(path)))) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = readFileSync(file, "utf8");
  if (isYaml(path)) return { format: "module", shortCircuit: true, source: yamlToModule(source, file) };
  parseContent(source, file, "json");
  return { format: "module", shortCircuit: true, source: `export default ${source};\n` };
}
