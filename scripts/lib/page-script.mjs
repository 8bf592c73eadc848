// The one script a page loads (app/browser/page.ts: its widgets and the loader of its React
// islands), bundled by the client build beside React Router's own files and named by content
// hash. The prerender (the server environment, built after the client) learns the file's URL from
// the virtual module `virtual:page-script`; `npm run dev` serves the source itself.
const entry = "/app/browser/page.ts";
const id = "virtual:page-script";

/** @returns {import("vite").Plugin} */
export function pageScript() {
  let reference = "";
  let url = entry;
  return {
    name: "page-script",
    // One plugin instance for both environments (React Router builds with sharedPlugins): the
    // client build, first, records the URL that the server build then writes into the pages.
    sharedDuringBuild: true,
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        reference = this.emitFile({ type: "chunk", id: entry, name: "page" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) url = `/${this.getFileName(reference)}`;
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(source) {
      return source === `\0${id}` ? `export default ${JSON.stringify(url)};` : null;
    },
  };
}
