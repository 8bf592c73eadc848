import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./ports.mjs";

const servers = [];
const listen = (port) =>
  new Promise((resolve) => {
    const server = createServer().listen(port, "127.0.0.1", () => resolve(server.address().port));
    servers.push(server);
  });
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

describe("freePort", () => {
  it("gives the preferred port when nothing listens there", async () => {
    const port = await listen(0);
    await new Promise((done) => servers.pop().close(done));
    expect(await freePort(port)).toBe(port);
  });

  it("gives another free port when the preferred one is taken", async () => {
    const taken = await listen(0);
    const port = await freePort(taken);
    expect(port).not.toBe(taken);
    expect(await listen(port)).toBe(port);
  });
});
