import { defineConfig } from "vitest/config";

/**
 * `npm run test:built`: tests that read the production build (build/client/**), run after
 * `npm run build` (scripts/dev/test-built.mjs builds first when a source is newer than the build).
 */
export default defineConfig({
  test: {
    // jsdom for its DOMParser: the tests read the built HTML as a browser would.
    environment: "jsdom",
    include: ["tests/built/**/*.test.ts"],
    restoreMocks: true,
    // Parsing 52 documents takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
