// `npm run dev`: the language-less paths (/, /pberg …) redirect to English as every server does,
// from the same rules (deploy/rules.ts).

/** @returns {import("vite").Plugin} */
export function devRedirects() {
  return {
    name: "dev-redirects",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [path, query] = (request.url ?? "/").split("?");
        server
          .ssrLoadModule("/deploy/rules.ts")
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
