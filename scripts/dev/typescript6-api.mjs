// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the native
// compiler behind `tsc`) no longer has. Microsoft publishes TypeScript 6's API beside it as
// @typescript/typescript6: this hook hands it to typescript-eslint's packages, and only to them
// (docs/decisions/023-node-24-and-current-majors.md). Imported first by eslint.config.js.
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
