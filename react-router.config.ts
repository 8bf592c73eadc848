import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { parseContent } from "./scripts/lib/yaml-module.mjs";

// The texts file is read before anything imports it: the configuration's loader reported a broken
// one as "expected `,` or `}` at line 27" in react-router.config.ts, naming no content file.
const texts = "app/content/site-texts.json";
parseContent(readFileSync(texts, "utf8"), texts, "json");
const { loadContent } = await import("./app/content/load.server");
const { prerenderPaths } = await import("./app/lib/site");
const { buildEnd } = await import("./scripts/build-end");

export default {
  ssr: false,
  // React Router 7's behaviour, chosen: each flag left unset printed a warning on every build,
  // burying a content mistake's message for the operator. Opting in is a change of its own.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
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
