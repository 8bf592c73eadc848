import { defineConfig } from "vitest/config";
import { yamlModules } from "./scripts/lib/yaml-module.mjs";

export default defineConfig({
  // Content YAML imported as data (app/content/operator.ts), as in the build.
  plugins: [yamlModules()],
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "tests/*.test.ts",
      "server/**/*.test.{ts,mjs}",
      "deploy/**/*.test.ts",
      "admin/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
