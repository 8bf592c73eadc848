import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { rawRequest } from "./raw-request.mjs";
import { limits } from "../../deploy/rules";

// What nginx's own configuration decides and Cloudflare's edge decides for itself (its local
// runtime's front end is not the edge's): asked of nginx alone (playwright.config.ts).

function server(baseURL: string | undefined) {
  const url = new URL(baseURL!);
  return { host: url.hostname, port: Number(url.port) };
}

/**
 * Connections that hold a server's slot without finishing a request (slowloris), or that stay
 * open after their answer: closed by nginx within the rules' limits (deploy/rules.ts), not its
 * defaults (60 s and 75 s). Not on wrangler: its local front end is not what the edge runs.
 */
function closedAfter(target: { host: string; port: number }, send: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(target, () => socket.write(send));
    socket.on("data", () => {});
    socket.on("close", () => resolve(Date.now() - started));
    socket.on("error", reject);
    socket.setTimeout(40_000, () => {
      socket.destroy();
      resolve(Infinity);
    });
  });
}

test.describe("held connections", () => {
  test("a request whose headers never end is cut after the rules' limit", async ({ baseURL }) => {
    test.setTimeout(60_000);
    const held = await closedAfter(server(baseURL), "GET /en HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n");
    expect(held).toBeLessThan((limits.requestSeconds + 5) * 1000);
  });

  test("a kept-alive connection left idle after its answer is closed after the rules' limit", async ({ baseURL }) => {
    test.setTimeout(60_000);
    const held = await closedAfter(server(baseURL), "GET /en HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(held).toBeLessThan((limits.idleSeconds + 5) * 1000);
  });
});

/**
 * Sends `head`, then a body of zeros as fast as the server takes it, until the server closes
 * the connection or 15 s pass: the answer's status and how long the connection lasted.
 */
function streamingBody(target: { host: string; port: number }, head: string) {
  return new Promise<{ status: number | null; heldMs: number }>((resolve) => {
    const started = Date.now();
    const chunk = Buffer.alloc(64 * 1024);
    let answer = "";
    let open = true;
    const socket = connect(target, () => {
      socket.write(head);
      const pump = () => {
        while (open && socket.write(chunk));
      };
      socket.on("drain", pump);
      pump();
    });
    const finish = () => {
      if (!open) return;
      open = false;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null, heldMs: Date.now() - started });
    };
    socket.on("data", (bytes) => (answer += bytes.toString("latin1")));
    socket.on("close", finish);
    socket.on("error", finish);
    setTimeout(finish, 15_000);
  });
}

test.describe("one client cannot hold up the others", () => {
  test("sixteen requests for a path of 16,000 slashes leave another client answered at once", async ({ baseURL }) => {
    // A trailing-slash rule written as /\/+$/ backtracks on such a path: in the single-threaded
    // Node server this project once had, about 0.6 s a request, 9 s for these sixteen, while every
    // other client waited. nginx's generated rules (regular expressions among them) are asked the same.
    const target = server(baseURL);
    const attacker = connect(target, () =>
      attacker.write(`GET /${"/".repeat(16_000)}a/ HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(16)),
    );
    attacker.on("error", () => {});
    attacker.on("data", () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const answer = await rawRequest(target, { target: "/robots.txt" });
    const waited = Date.now() - started;
    attacker.destroy();
    expect(answer.status).toBe(200);
    expect(waited, "ms another client waited").toBeLessThan(2000);
  });

  for (const { name, head } of [
    {
      name: "a POST with a 100 GB body",
      head: "POST /en HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000000000\r\n\r\n",
    },
    {
      // A parser that keeps only the first 2,000 header lines did not see a Content-Length after them.
      name: "a GET whose 100 GB Content-Length follows 2,000 other headers",
      head: `GET /en HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 2000 }, (_, i) => `a${i}:b\r\n`).join("")}Content-Length: 100000000000\r\n\r\n`,
    },
  ]) {
    test(`${name} is refused and its connection closed, not read for 30 s`, async ({ baseURL }) => {
      test.setTimeout(30_000);
      const { status, heldMs } = await streamingBody(server(baseURL), head);
      expect([400, 405, 413, 431]).toContain(status);
      expect(heldMs, "ms the server kept reading").toBeLessThan(5000);
    });
  }
});

test("a page is answered whole, without byte ranges", async ({ request }) => {
  const page = await request.get("/en/pberg", { headers: { Range: "bytes=0-9" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["accept-ranges"]).toBeUndefined();
});
