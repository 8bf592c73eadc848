import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { devRedirects } from "./scripts/site/dev-redirects.mjs";
import { islandChunks, pageScript } from "./scripts/site/page-script.mjs";
import { yamlModules } from "./scripts/site/yaml-module.mjs";

// The islands in as few files as a page needs (scripts/site/page-script.mjs).
const { islands, shared, onDemand, lazy, lazyShared } = islandChunks(fileURLToPath(new URL(".", import.meta.url)));
const clientChunks = {
  groups: [
    // A group takes what its modules import too: highest priority first.
    { name: "page-shared", priority: 4, test: (id: string) => shared.has(id) },
    // Taken before the islands, which would take them with what they import.
    { name: "lazy-shared", priority: 3, test: (id: string) => lazyShared.has(id) },
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
    ...[...lazy].map(([name, modules]) => ({ name, priority: 1, test: (id: string) => modules.has(id) })),
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    yamlModules(),
    tailwindcss(),
    imagetools({ cache: { enabled: true, dir: "node_modules/.cache/imagetools" } }),
    reactRouter(),
    pageScript(),
    devRedirects(),
  ],
  build: {
    // Read (and deleted) by scripts/site/build-end.ts to remove the client files no page loads.
    manifest: !isSsrBuild,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: clientChunks } }),
    },
  },
}));
