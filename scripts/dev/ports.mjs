import { createServer } from "node:net";

/** The preferred port when free, else any: a server left on the usual port must not fail the checks. */
export function freePort(preferred) {
  const listen = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer().once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
        server.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}
