import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { minifyScriptAssets } from "./scripts/lib/minify-script-assets.mjs";
import { uiStringsInDev } from "./scripts/lib/ui-strings-dev.mjs";
import { yamlModules } from "./scripts/lib/yaml-module.mjs";

/**
 * Fewer, larger client chunks: React and React Router in one, the app's shared modules in
 * another, so a page starts with a handful of requests instead of twenty (each costs a round
 * trip on a phone's connection; see docs/decisions/007-fewer-chunks.md).
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: "shared",
      test: /[\\/]app[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/,
      minShareCount: 2,
      priority: 10,
    },
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
    uiStringsInDev(),
    minifyScriptAssets(),
  ],
  // No report of the plugins' timings after every build (the image plugin's work is most of it).
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: clientChunks } }),
    },
  },
}));
