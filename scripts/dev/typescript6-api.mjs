// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 lacks: this hook hands it
// TypeScript 6's, and only to it (docs/decisions/023-node-24-and-current-majors.md).
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromTypescriptEslint =
      /[\\/]node_modules[\\/](@typescript-eslint[\\/]|typescript-eslint[\\/]|ts-api-utils[\\/])/;
    if (specifier === "typescript" && fromTypescriptEslint.test(context.parentURL ?? ""))
      return nextResolve("@typescript/typescript6", context);
    return nextResolve(specifier, context);
  },
});
