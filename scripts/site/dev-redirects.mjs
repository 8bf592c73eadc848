// `npm run dev`: the language-less paths (/, /pberg …) redirect to English as every server does,
// from the same rules (deploy/rules.ts). The rules are read through the module runner React Router
// renders with: they read the content, and a second runner (Vite's ssrLoadModule) would take up
// the content editor's reload of the content's modules, leaving the pages on the old content.
import { isRunnableDevEnvironment } from "vite";

/** @returns {import("vite").Plugin} */
export function devRedirects() {
  return {
    name: "dev-redirects",
    apply: "serve",
    configureServer(server) {
      const ssr = server.environments.ssr;
      if (!isRunnableDevEnvironment(ssr)) throw new Error("dev-redirects: the ssr environment does not run modules");
      server.middlewares.use((request, response, next) => {
        const [path, query] = (request.url ?? "/").split("?");
        ssr.runner
          .import("/deploy/rules.ts")
          .then(({ redirects }) => {
            const to = redirects[path.length > 1 ? path.replace(/\/+$/, "") : path];
            if (!to) return next();
            response.writeHead(301, { Location: query ? `${to}?${query}` : to });
            response.end();
          })
          .catch(next);
      });
    },
  };
}
