// `npm run dev`: serves the language strings files (app/lib/ui-strings.ts) that the build writes
// into build/client/assets, made from the current content on each request.

/** @returns {import("vite").Plugin} */
export function uiStringsInDev() {
  return {
    name: "ui-strings-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/assets/strings-")) return next();
        server
          .ssrLoadModule("/app/lib/site-messages.server.ts")
          .then(({ uiStringsFiles }) => {
            const file = uiStringsFiles().find(({ url }) => url === request.url);
            if (!file) return next();
            response.setHeader("Content-Type", "application/json");
            response.end(file.body);
          })
          .catch(next);
      });
    },
  };
}
