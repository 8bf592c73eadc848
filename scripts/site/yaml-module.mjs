// A YAML file imported as a module of plain data, so the browser never ships a YAML parser: for
// Vite (the plugin) and Node (the loader hook).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const isYaml = (id) => /\.ya?ml$/.test(id.split("?")[0]);

/** Keys exported by name, so a bundle keeps only the fields it uses. */
const exportable = (key) => /^[A-Za-z_$][\w$]*$/.test(key) && !reserved.has(key);
const reserved = new Set(["default", "class", "const", "delete", "enum", "export", "function", "import", "new", "var"]);

const shown = (file) => relative(process.cwd(), file) || file;

/**
 * A broken content file stops the build with the file named first: the parsers' errors do not name it.
 * @param {string} source
 * @param {string} file
 * @param {"yaml" | "json"} format
 */
export function parseContent(source, file, format) {
  try {
    return format === "json" ? JSON.parse(source) : parse(source);
  } catch (error) {
    const message = (error instanceof Error ? error.message.split("\n")[0] : String(error)).replace(/:$/, "");
    // JSON.parse reports a position: as a line and column, like YAML's.
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
    // JSON stays Vite's to load; a broken file is reported here first, with its name.
    transform(code, id) {
      if (/\.json$/.test(id) && !id.includes("node_modules")) parseContent(code, id, "json");
      return null;
    },
  };
}

/** For registerHooks (register() is deprecated on Node 26); JSON too, which Node imports only with an attribute. */
export function load(url, context, nextLoad) {
  const path = url.split("?")[0];
  // Not for require(), which these hooks see too and which expects the data.
  const own = url.startsWith("file:") && !url.includes("/node_modules/");
  const imported = context.conditions?.includes("import") === true;
  if (!own || !(isYaml(path) || (imported && /\.json$/.test(path)))) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = readFileSync(file, "utf8");
  if (isYaml(path)) return { format: "module", shortCircuit: true, source: yamlToModule(source, file) };
  parseContent(source, file, "json");
  return { format: "module", shortCircuit: true, source: `export default ${source};\n` };
}
