// Scripts imported as files (`import url from "./enhance.js?url"`) are emitted as they are
// written, comments and all: the build minifies them like the bundles (oxc, through Vite).
import { minifySync } from "vite";

/** @returns {import("vite").Plugin} */
export function minifyScriptAssets() {
  return {
    name: "minify-script-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".js")) continue;
        const { code, errors } = minifySync(file.fileName, String(file.source));
        if (errors.length) this.error(`${file.fileName}: ${errors.map((error) => error.message).join("; ")}`);
        file.source = code;
      }
    },
  };
}
