import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { rules } from "../deploy/rules";

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

/** After the build and prerender: rules for the servers, no SPA fallback, precompressed files. */
export async function buildEnd(buildDirectory: string) {
  const client = join(buildDirectory, "client");
  // Every page is prerendered; unknown paths get the 404 documents, never a SPA shell.
  await rm(join(client, "index.html"), { force: true });
  await writeFile(join(buildDirectory, "rules.json"), JSON.stringify(rules, null, 2));
  const count = await precompress(client);
  console.log(`build-end: rules.json written, ${count} files precompressed (br, gz)`);
}
