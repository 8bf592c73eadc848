// `npm run dev`: the language-less paths redirect as every server does, the rules read through React
// Router's module runner: a second runner would keep the editor's reloaded content from the pages.
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
