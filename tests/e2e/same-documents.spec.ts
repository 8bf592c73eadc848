import { expect, test } from "./fixtures";
import { prerenderPaths } from "./site";

/**
 * Every server sends the same documents: each page and not-found document, byte for byte, as the
 * Node server does. So what a browser finds in a document (axe, layout, widgets), checked on the
 * Node server only, holds on nginx and on the static host's runtime too; their own headers are
 * checked by headers.spec.ts.
 */
const reference = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test("every document, the sitemap, robots.txt and the page's files are the ones the Node server sends", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "node", "the Node server is the reference");
  const html = await (await request.get(`${reference}/en/pberg`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(1);
  const paths = [...prerenderPaths(), "/en/unknown", "/xx", "/sitemap.xml", "/robots.txt", "/favicon.svg", ...assets];
  for (const path of paths) {
    const [here, there] = await Promise.all([
      request.get(path, { headers: { "Accept-Encoding": "identity" } }),
      request.get(reference + path, { headers: { "Accept-Encoding": "identity" } }),
    ]);
    expect(here.status(), path).toBe(there.status());
    expect((await here.body()).equals(await there.body()), `${path}: the same bytes as the Node server's`).toBe(true);
  }
});
