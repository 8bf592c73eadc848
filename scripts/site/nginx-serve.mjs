// node scripts/site/nginx-serve.mjs <port>: build/client with the shipped nginx configuration, only
// `listen` and `root` set for this machine (docs/deploying.md).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const port = process.argv[2] ?? "4180";
const nginx = process.env.NGINX_PATH ?? "nginx";
const shipped = readFileSync("build/deploy/nginx.conf", "utf8");

/** Stops when the directive is not there once: the config changed shape. */
function set(config, directive, value) {
  const pattern = new RegExp(`^(\\s*)${directive} [^;]+;`, "m");
  if ((config.match(new RegExp(pattern, "gm")) ?? []).length !== 1)
    throw new Error(`nginx.conf: expected one ${directive}`);
  return config.replace(pattern, `$1${directive} ${value};`);
}

// One prefix per port, emptied at start: Playwright ends the server with SIGKILL.
const prefix = join(tmpdir(), `kiez-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
const site = set(set(shipped, "listen", `127.0.0.1:${port}`), "root", resolve("build/client"));
writeFileSync(join(prefix, "site.conf"), site);
writeFileSync(
  join(prefix, "nginx.conf"),
  `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${process.env.NGINX_WORKER_CONNECTIONS ?? 256}; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
);

// As root, nginx's workers would drop to "nobody", who cannot read a checkout in a private folder.
const globals = process.getuid?.() === 0 ? "daemon off; user root;" : "daemon off;";
const child = spawn(
  nginx,
  ["-p", prefix, "-e", join(prefix, "error.log"), "-c", join(prefix, "nginx.conf"), "-g", globals],
  {
    stdio: "inherit",
  },
);
const cleanup = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGQUIT"));
child.on("exit", (code) => {
  if (existsSync(join(prefix, "error.log"))) console.error(readFileSync(join(prefix, "error.log"), "utf8").trim());
  cleanup();
  process.exit(code ?? 0);
});
console.log(`nginx serving build/client at http://127.0.0.1:${port} (prefix ${prefix})`);
