import { defineConfig } from "vitest/config";
import { yamlModules } from "./scripts/site/yaml-module.mjs";

const unitTests = [
  "app/**/*.test.{ts,tsx}",
  "scripts/**/*.test.{ts,mjs}",
  "tests/*.test.{ts,tsx}",
  "tests/browsers/*.test.ts",
  "deploy/**/*.test.ts",
  "admin/**/*.test.ts",
  "provider/**/*.test.ts",
];
/** Tests that run a real build, which the shared-environment pool cannot host. */
const builds = ["admin/page.test.ts", "tests/third-apartment.test.ts"];

export default defineConfig({
  plugins: [yamlModules()],
  test: {
    environment: "jsdom",
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    projects: [
      // One jsdom per worker, each test file in its own VM context (decision 025).
      { extends: true, test: { name: "unit", include: unitTests, exclude: builds, pool: "vmThreads" } },
      { extends: true, test: { name: "builds", include: builds, pool: "forks" } },
    ],
  },
});
