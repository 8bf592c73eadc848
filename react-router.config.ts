import type { Config } from "@react-router/dev/config";
import { loadContent } from "./app/content/load.server";
import { prerenderPaths } from "./app/lib/site";
import { buildEnd } from "./scripts/build-end";

export default {
  ssr: false,
  // scripts/build.mjs builds into build.next/ and swaps it in only when the build succeeded.
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
