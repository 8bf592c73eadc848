import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { parseContent } from "./scripts/site/yaml-module.mjs";

// Checked before anything imports it: the configuration's loader names no content file in its error.
const texts = "app/content/site-texts.json";
parseContent(readFileSync(texts, "utf8"), texts, "json");
const { loadContent } = await import("./app/content/load.server");
const { prerenderPaths } = await import("./app/pages.server");
const { buildEnd } = await import("./scripts/site/build-end");

export default {
  ssr: false,
  // The routes have no clientLoader to split off (docs/decisions/023-node-24-and-current-majors.md).
  splitRouteModules: false,
  // scripts/site/build.mjs builds into build.next/.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  // The content is validated first: a mistake stops the build with the file and field named.
  prerender() {
    loadContent();
    return prerenderPaths();
  },
  async buildEnd({ reactRouterConfig }) {
    await buildEnd(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
