import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { devRedirects } from "./scripts/lib/dev-redirects.mjs";
import { pageScript } from "./scripts/lib/page-script.mjs";
import { yamlModules } from "./scripts/lib/yaml-module.mjs";

/**
 * React and React DOM in one chunk, which every island of a page shares (app/browser/islands.ts);
 * the rest as the bundler splits it.
 */
const clientChunks = {
  groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
    // The client build's record of its chunks, which scripts/build-end.ts reads (and then deletes)
    // to remove React Router's client files that no page loads.
    manifest: !isSsrBuild,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: clientChunks } }),
    },
  },
}));
