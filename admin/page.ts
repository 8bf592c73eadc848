import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { adminPolicy } from "../deploy/csp";
import { adminHeaders, type BuiltRules } from "../deploy/rules";
import { cmsConfigYaml, type Backend } from "./config";

/** The content editor's page and files (decision 015), from node_modules, never a CDN. */
export const adminPath = "/admin";
export const decapDist = "node_modules/decap-cms/dist";

/** Decap's bundle, lazy chunks and wasm files (no source maps, no duplicate cms.js). */
export async function decapFiles(): Promise<string[]> {
  return (await readdir(decapDist)).filter((name) => /^(\d+\.)?decap-cms\.js$|^\w+\.wasm$/.test(name)).sort();
}

/** No inline script, so the policy needs no hash; admin.js first, to hold Decap back. */
export const adminHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="cms-config-url" type="text/yaml" href="${adminPath}/config.yml" />
  </head>
  <body>
    <script src="${adminPath}/admin.js"></script>
    <script src="${adminPath}/decap-cms.js"></script>
  </body>
</html>
`;

/** The login is a window of its own, not a connection of the page. */
export function backendSources(backend: Backend): { connect: string[]; images?: string[] } {
  if (backend.kind === "local") return { connect: [new URL(backend.proxyUrl).origin] };
  if (backend.apiRoot) {
    const origin = new URL(backend.apiRoot).origin;
    return { connect: [origin], images: [origin] };
  }
  return { connect: ["https://api.github.com"], images: ["https://avatars.githubusercontent.com"] };
}

export const adminPagePolicy = (backend: Backend) => adminPolicy(backendSources(backend));

export async function adminScript(): Promise<string> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      lib: { entry: "admin/main.ts", formats: ["iife"], name: "kiezAdmin", fileName: () => "admin.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ("output" in output ? output.output : []))
    .find((file) => file.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("admin/main.ts: no bundle");
  return chunk.code;
}

export async function writeAdmin(dir: string, backend: Backend): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "index.html"), adminHtml);
  await writeFile(join(dir, "config.yml"), cmsConfigYaml(backend));
  await writeFile(join(dir, "admin.js"), await adminScript());
  for (const name of await decapFiles()) await copyFile(join(decapDist, name), join(dir, name));
}

/** The built site with /admin, and the rules with its own policy and headers. */
export async function withEditor(client: string, rules: BuiltRules, backend: Backend): Promise<BuiltRules> {
  await writeAdmin(join(client, "admin"), backend);
  return {
    ...rules,
    documentCsp: { ...rules.documentCsp, [adminPath]: adminPagePolicy(backend) },
    pathHeaders: { ...rules.pathHeaders, [adminPath]: adminHeaders },
  };
}
