import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydration";

// The shape React Router 7 writes into a prerendered document.
const document_ = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/></head>
<body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const entryOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

/** Runs the rewritten entry script with a stand-in for import() and a frame that the test fires. */
function start(script: string) {
  const loaded: string[] = [];
  const frames: (() => void)[] = [];
  const load = (href: string) => {
    loaded.push(href);
    return Promise.resolve({ href });
  };
  const run = new Function(
    "load",
    "requestAnimationFrame",
    `return (async () => {${script.replaceAll("import(", "load(")}})();`,
  );
  const done = run(load, (callback: () => void) => frames.push(callback)) as Promise<void>;
  return { loaded, frames, done };
}

const preloads = () =>
  [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"));

describe("hydrateAfterFirstPaint", () => {
  it("takes the modulepreload links out of the document", () => {
    const html = hydrateAfterFirstPaint(document_);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<main>Hello</main><script>window.__reactRouterContext = {};</script>");
  });

  it("loads nothing before the first frame, then preloads every module and imports them in order", async () => {
    document.head.innerHTML = "";
    const { loaded, frames, done } = start(entryOf(hydrateAfterFirstPaint(document_)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toEqual([]);
    expect(preloads()).toEqual([]);

    frames.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded, "one frame is not enough").toEqual([]);
    frames.shift()!();
    await done;
    expect(preloads()).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/framework-3.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
    ]);
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    const modules = (window as unknown as { __reactRouterRouteModules: Record<string, { href: string }> })
      .__reactRouterRouteModules;
    expect(modules.root?.href).toBe("/assets/root-4.js");
    expect(modules["en/home"]?.href).toBe("/assets/home-5.js");
  });

  it("stops the build when React Router writes an entry script it does not know", () => {
    const changed = document_.replace('import("/assets/entry.client-2.js");', 'startApp("/assets/entry.client-2.js");');
    expect(() => hydrateAfterFirstPaint(changed)).toThrow(/unexpected code in React Router's entry script: startApp/);
    expect(() => hydrateAfterFirstPaint("<html><body></body></html>")).toThrow(/no React Router entry script/);
  });
});
