import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { parseContent } from "./scripts/site/yaml-module.mjs";

// The texts file is read before anything imports it: the configuration's loader reported a broken
// one as "expected `,` or `}` at line 27" in react-router.config.ts, naming no content file.
const texts = "app/content/site-texts.json";
parseContent(readFileSync(texts, "utf8"), texts, "json");
const { loadContent } = await import("./app/content/load.server");
const { prerenderPaths } = await import("./app/pages.server");
const { buildEnd } = await import("./scripts/site/build-end");

export default {
  ssr: false,
  // One chunk per route module, as before React Router 8 made splitting the default: the routes'
  // clientLoader-free modules gain nothing from it (docs/decisions/023-node-24-and-current-majors.md).
  splitRouteModules: false,
  // scripts/site/build.mjs builds into build.next/ and swaps it in only when the build succeeded.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  // Every language × page, plus the not-found documents the servers answer 404 with. The content
  // files are validated first: a mistake stops the build with the file and field named.
  prerender() {
    loadContent();
    return prerenderPaths();
  },
  async buildEnd({ reactRouterConfig }) {
    await buildEnd(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
