import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // jsdom for its DOMParser.
    environment: "jsdom",
    include: ["tests/built/**/*.test.ts"],
    restoreMocks: true,
    // Parsing every document takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
