import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { devRedirects } from "./scripts/site/dev-redirects.mjs";
import { islandChunks, pageScript } from "./scripts/site/page-script.mjs";
import { yamlModules } from "./scripts/site/yaml-module.mjs";

/**
 * The islands (app/browser/islands.ts) in as few files as a page needs: React, React DOM and every
 * module of app/ that an island uses in one chunk, which a page fetches once its first island
 * loads; the photo viewer apart, with its lightbox library, on the first tap on a photo. What the
 * page script imports too stays out of it, in a chunk of its own (scripts/site/page-script.mjs).
 */
const { islands, shared, onDemand } = islandChunks(fileURLToPath(new URL(".", import.meta.url)));
const clientChunks = {
  groups: [
    // Highest priority first: a group takes what its modules import too (the islands' would take
    // the page script's modules, the photo viewer's React).
    { name: "page-shared", priority: 3, test: (id: string) => shared.has(id) },
    {
      name: "islands",
      priority: 2,
      test: (id: string) =>
        /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/.test(id) || islands.has(id),
    },
    ...[...onDemand].map(([name, modules]) => ({
      name: `${name}.island`,
      priority: 1,
      test: (id: string) => modules.has(id),
    })),
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // app/content/*.yaml imported as plain data: the browser never ships a YAML parser.
    yamlModules(),
    tailwindcss(),
    // Photos are resized to AVIF and WebP at build time (cached in node_modules/.cache/imagetools).
    imagetools({ cache: { enabled: true, dir: "node_modules/.cache/imagetools" } }),
    reactRouter(),
    pageScript(),
    devRedirects(),
  ],
  // No report of the plugins' timings after every build (the image plugin's work is most of it).
  build: {
    // The client build's record of its chunks, which scripts/site/build-end.ts reads (and then deletes)
    // to remove React Router's client files that no page loads.
    manifest: !isSsrBuild,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: clientChunks } }),
    },
  },
}));
