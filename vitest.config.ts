import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      "deploy/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
