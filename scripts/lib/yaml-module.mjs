// A YAML file imported as a module (`import data from "./operator.yaml"`): its data as a plain
// object, so the browser never ships a YAML parser. Used by Vite (the plugin below) and by Node
// (the loader hooks below, registered by playwright.config.ts). Validation is the build's job
// (app/content/load.server.ts).
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const isYaml = (id) => /\.ya?ml$/.test(id.split("?")[0]);

/** Top-level keys a module can export by name (so a bundle keeps only the fields it uses). */
const exportable = (key) => /^[A-Za-z_$][\w$]*$/.test(key) && !reserved.has(key);
const reserved = new Set(["default", "class", "const", "delete", "enum", "export", "function", "import", "new", "var"]);

export function yamlToModule(source) {
  const data = parse(source);
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
      return { code: yamlToModule(readFileSync(file, "utf8")), map: null };
    },
  };
}

/**
 * Node module loader hook (node:module register). JSON too (app/content/site-texts.json), which
 * Vite imports by itself and Node only with an import attribute.
 */
export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && /\.json$/.test(url.split("?")[0])) {
    const source = await readFile(fileURLToPath(url), "utf8");
    return { format: "module", shortCircuit: true, source: `export default ${source};\n` };
  }
  if (!url.startsWith("file:") || !isYaml(url)) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), "utf8");
  return { format: "module", shortCircuit: true, source: yamlToModule(source) };
}
