import { readFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { documentPaths, notFoundPaths, type BuiltRules } from "../../deploy/rules";
import { notFoundCopies } from "../../deploy/static-hosts";
import { builtFiles, clientDir } from "./pages";

/**
 * Nothing is deployed that nothing loads: every file of build/client is reached from what a host or
 * a browser starts from (the documents served at their paths, the not-found documents and their
 * copies, the host's own files, and the names clients ask for unbidden: robots.txt, favicon.ico,
 * apple-touch-icon.png),
 * by a walk through the text of what is reached: a file is reached when its name stands in a reached
 * file (an HTML attribute, a CSS url(), a script's import or preload list, robots.txt's sitemap).
 */
const rules = JSON.parse(readFileSync(join("build", "rules.json"), "utf8")) as BuiltRules;

const text = /\.(html|css|js|svg|xml|txt|json|webmanifest)$|^_headers$|^_redirects$/;
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * How a file is named in another: a hashed asset by its own name ("./react-….js", "assets/…"),
 * any other by its whole path from the root ("/robots.txt", "https://example.com/sitemap.xml"),
 * so that "/en/index.html" does not name a stray "index.html".
 */
const named = (file: string) =>
  file.startsWith("assets/")
    ? new RegExp(`(?<![\\w.-])${escape(basename(file))}`)
    : new RegExp(`(?:(?<![\\w./-])|(?<=https?://[\\w.:-]+))/${escape(file)}(?![\\w./-])`);

describe("the build's files", () => {
  it("are each reached from a document, another reached file or a host rule", () => {
    const files = builtFiles().map((path) => relative(clientDir, path).split(sep).join("/"));
    const documents = [...documentPaths(rules), ...notFoundPaths(rules)].map((path) =>
      `${path.slice(1)}/index.html`.replace(/^\//, ""),
    );
    const roots = [
      ...documents,
      ...notFoundCopies(rules).map(({ to }) => to.slice(1)),
      ...["_headers", "_redirects", "robots.txt", "favicon.ico", "apple-touch-icon.png"],
    ];
    const reached = new Set(roots.filter((root) => files.includes(root)));
    expect(reached.size, "the roots exist").toBe(roots.length);
    const queue = [...reached];
    while (queue.length) {
      const file = queue.shift()!;
      if (!text.test(basename(file))) continue;
      const body = readFileSync(join(clientDir, file), "utf8");
      for (const other of files)
        if (!reached.has(other) && named(other).test(body)) {
          reached.add(other);
          queue.push(other);
        }
    }
    expect(files.filter((file) => !reached.has(file))).toEqual([]);
  });
});
