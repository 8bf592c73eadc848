// npm run admin: the dev server with the content editor, saving into this working copy (decision 015).
import { spawn } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, searchForWorkspaceRoot, type ViteDevServer } from "vite";
import { adminPlugin } from "../../admin/dev-server";

const port = Number(process.env.PORT ?? 5173);
const backendPort = Number(process.env.ADMIN_BACKEND_PORT ?? 8081);
const proxyUrl = `http://127.0.0.1:${backendPort}/api/v1`;

// Only this computer may reach it: decap-server has no login, and listens everywhere by default.
const backend = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
  env: {
    ...process.env,
    PORT: String(backendPort),
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: process.cwd(),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
let stopping = false;
const running: { site?: ViteDevServer } = {};
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  backend.kill();
  await running.site?.close();
  process.exit(code);
}
backend.on("exit", (code) => {
  if (!stopping)
    console.error(`decap-server stopped (exit code ${code}); is port ${backendPort} taken? Set ADMIN_BACKEND_PORT.`);
  void stop(code ?? 1);
});
process.on("exit", () => backend.kill());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));

const server = await createServer({
  configFile: "vite.config.ts",
  server: {
    port,
    host: process.env.HOST ?? "localhost",
    strictPort: true,
    // node_modules may be a link to another working copy.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] },
  },
  plugins: [adminPlugin({ kind: "local", proxyUrl })],
});
running.site = server;
await server.listen();
server.printUrls();
console.log(`\n  Content editor: http://localhost:${port}/admin/ (saves into app/content/ of ${process.cwd()})\n`);
