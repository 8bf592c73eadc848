import "./scripts/dev/typescript6-api.mjs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build.next/",
      "build.old/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // One word per thing (app/README.md); a member or key named "property" is another API's word.
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Identifier[name=/[Pp]ropert(y|ies)/]:not([name='PropertyKey']):not(MemberExpression > Identifier.property):not(Property > Identifier.key):not(TSPropertySignature > Identifier.key)",
          message: "Call an apartment an apartment (not a property).",
        },
      ],
    },
  },
  {
    // Playwright fixtures take an object pattern and a `use` callback that is not a React hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
