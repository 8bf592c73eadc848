import { createReadStream, existsSync } from "node:fs";
import { extname, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { adminHeaders, mediaTypes } from "../deploy/rules";
import { cmsConfigYaml, type Backend } from "./config";
import { adminHtml, adminPagePolicy, adminPath, adminScript, decapDist, decapFiles } from "./page";

/** nginx's default_type for a kind the rules do not name. */
const typeOf = (file: string) => mediaTypes[extname(file).slice(1)] ?? "application/octet-stream";

export function adminPlugin(backend: Backend): Plugin {
  let script: Promise<string> | undefined;
  return {
    name: "content-editor",
    configureServer(server) {
      const content = resolve("app/content");
      server.watcher.add(content);
      server.watcher.on("change", (file) => {
        if (file.startsWith(content)) reloadContent(server);
      });
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        if (path !== adminPath && !path.startsWith(`${adminPath}/`)) return next();
        const name = path.slice(adminPath.length + 1);
        const send = (type: string, body: string) => {
          res.setHeader("Content-Type", `${type}; charset=utf-8`);
          res.setHeader("Cache-Control", "no-store");
          res.end(body);
        };
        for (const [header, value] of Object.entries(adminHeaders)) res.setHeader(header, value);
        if (name === "" || name === "index.html") {
          res.setHeader("Content-Security-Policy", adminPagePolicy(backend));
          return send(mediaTypes.html!, adminHtml);
        }
        if (name === "config.yml") return send(typeOf(name), cmsConfigYaml(backend));
        if (name === "admin.js") return send(typeOf(name), await (script ??= adminScript()));
        if ((await decapFiles()).includes(name) && existsSync(`${decapDist}/${name}`)) {
          res.setHeader("Content-Type", typeOf(name));
          return createReadStream(`${decapDist}/${name}`).pipe(res);
        }
        res.statusCode = 404;
        return send(mediaTypes.txt!, "Not found");
      });
    },
  };
}

// The content loader reads its files once per process: a change needs the modules reloaded.
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
  server.ws.send({ type: "full-reload" });
}
