import { expect, test } from "@playwright/test";
import { hostileCases } from "../hostile/cases.mjs";
import { rawRequest } from "../hostile/raw-request.mjs";

/**
 * Hostile requests against every shipped server (the project's baseURL: Node, nginx, the
 * static-host runtime). Each case must get an answer with an allowed status, no redirect off
 * the site, no header a request could inject, and the server must still answer /en with 200.
 */

function server(baseURL: string | undefined) {
  const url = new URL(baseURL ?? "http://127.0.0.1:4173");
  return { host: url.hostname, port: Number(url.port) };
}

for (const hostile of hostileCases) {
  test(`survives: ${hostile.name}`, async ({ baseURL }) => {
    const target = server(baseURL);
    const answer = await rawRequest(target, hostile);
    expect(answer.status, `an answer to ${JSON.stringify(hostile.raw ?? hostile.target)}`).not.toBeNull();
    if (hostile.status) expect(hostile.status).toContain(answer.status);
    const header = (name: string) => answer.headers.filter(([key]) => key === name).map(([, value]) => value);
    expect(header("set-cookie"), "no cookie, ever").toEqual([]);
    for (const location of header("location")) {
      expect(location, "a redirect stays on the site").toMatch(/^\/(?![/\\])/);
      expect(location, "no control character or backslash in a redirect").not.toMatch(/[\u0000-\u001f\u007f\\]/);
      expect(location).not.toContain("evil");
    }
    if (hostile.noLocation) expect(header("location")).toEqual([]);
    if (hostile.headers?.["Accept-Encoding"]?.includes("br;q=0")) expect(header("content-encoding")).toEqual([]);
    const after = await rawRequest(target, { name: "after", target: "/en" });
    expect(after.status, "the server still answers /en").toBe(200);
  });
}
