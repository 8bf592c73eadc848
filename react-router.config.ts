import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site";
import { buildEnd } from "./scripts/build-end";

export default {
  ssr: false,
  // Every language × page, plus the not-found documents the servers answer 404 with.
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    await buildEnd(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
