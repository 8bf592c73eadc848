import { describe, expect, it } from "vitest";
import { sitePaths } from "../app/pages.server";
import { nginxOptionsFrom, nginxSite } from "./nginx";
import { adminHeaders, rules, type BuiltRules } from "./rules";
import { headersFile, notFoundCopies, redirectsFile } from "./static-hosts";

const documentCsp = Object.fromEntries(
  [...sitePaths(), "/en/404", "/de/404", "/fr/404", "/es/404", "/it/404", "/404"].map((path) => [
    path,
    `script-src 'self' 'sha256-${path}'`,
  ]),
);
const built: BuiltRules = { ...rules, documentCsp, stayFormPaths: ["/en/pberg", "/de/booknow/mitte"] };

/** The body of `location <match> { … }` in the generated config. */
function location(config: string, match: string): string {
  const start = config.indexOf(`  location ${match} {\n`);
  expect(start, match).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf("\n  }", start));
}

describe("nginxSite", () => {
  const config = nginxSite(built, { listen: "8080", root: "/srv/site" });

  it("serves every page at its exact path with its own policy and no-cache", () => {
    for (const path of sitePaths()) {
      const body = location(config, `= ${path}`);
      expect(body).toContain(`try_files ${path}/index.html =404;`);
      expect(body).toContain(`add_header Content-Security-Policy "script-src 'self' 'sha256-${path}'" always;`);
      expect(body).toContain('add_header Cache-Control "no-cache";');
      expect(body).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    }
  });

  it("marks the pages with the guest's date form as served without functions, and only those", () => {
    const mark = 'sub_filter "<html " "<html data-no-api ";';
    for (const path of sitePaths()) {
      const body = location(config, `= ${path}`);
      const formPage = built.stayFormPaths.includes(path);
      expect(body.includes(mark), path).toBe(formPage);
      // The marked file is the same bytes each time: revalidation by its date still holds.
      expect(body.includes("sub_filter_last_modified on;"), path).toBe(formPage);
    }
    expect(config.match(/sub_filter "/g)).toHaveLength(built.stayFormPaths.length);
    expect(headersFile(built)).not.toContain("data-no-api");
  });

  it("redirects the language-less paths permanently, with and without trailing slash, keeping the query", () => {
    for (const [from, to] of Object.entries(rules.redirects)) {
      expect(location(config, `= ${from}`)).toContain(`return 301 ${to}$is_args$args;`);
      if (from !== "/") expect(location(config, `= ${from}/`)).toContain(`return 301 ${to}$is_args$args;`);
    }
    for (const path of sitePaths())
      expect(location(config, `= ${path}/`)).toContain(`return 301 ${path}$is_args$args;`);
  });

  it("builds every redirect target from a known path, never from the decoded request ($uri, captures)", () => {
    const targets = [...config.matchAll(/return 30\d ([^;]*);/g)].map(([, target]) => target!);
    expect(targets.length).toBeGreaterThan(sitePaths().length);
    for (const target of targets) expect(target).toMatch(/^\/[a-z0-9/-]*\$is_args\$args$/);
  });

  it("refuses control characters and backslashes in the raw request, and shows no version", () => {
    const check = /if \(\$request_uri ~\* "([^"]+)"\) \{\n\s+return 400;/.exec(config);
    expect(check).not.toBeNull();
    // nginx unescapes \\ in a quoted string: the regular expression it compiles.
    const pattern = new RegExp(check![1]!.replaceAll("\\\\", "\\"), "i");
    for (const bad of ["/%0d%0aSet-Cookie:a=1/", "/%09/evil.example/", "/%1F", "/%7f", "/%5Cevil.example/", "/\\evil"])
      expect(pattern.test(bad), bad).toBe(true);
    // The query is the page's (the calendar frame's labels come in it, encoded): not refused.
    for (const good of ["/en/pberg", "/%20", "/%2e%2e", "/x?y=%25", "/embed/calendar?title=A%5CB%0A"])
      expect(pattern.test(good), good).toBe(false);
    expect(config).toMatch(/^\s*server_tokens off;$/m);
  });

  it("takes the server's own settings from the build's environment, and refuses nginx syntax in them", () => {
    const options = nginxOptionsFrom({
      NGINX_LISTEN: "443 ssl",
      NGINX_SERVER_NAME: "kiez.example www.kiez.example",
      NGINX_ROOT: "/srv/kiez/client",
      NGINX_INCLUDE: "/etc/nginx/kiez/*.conf",
      NGINX_OTHER: "ignored",
    });
    const own = nginxSite(built, options);
    expect(own).toMatch(
      /\n {2}listen 443 ssl;\n {2}server_name kiez\.example www\.kiez\.example;\n {2}root \/srv\/kiez\/client;\n {2}include \/etc\/nginx\/kiez\/\*\.conf;\n/,
    );
    expect(nginxSite(built, nginxOptionsFrom({ NGINX_ROOT: " " }))).toMatch(
      /\n {2}listen 80;\n {2}server_name _;\n {2}root \/var\/www\/kiez-apartments;\n {2}server_tokens/,
    );
    for (const bad of ["/srv; return 301 //evil", "x { }", "/srv\ninclude /etc/passwd", "$host", "a#b"])
      expect(() => nginxOptionsFrom({ NGINX_ROOT: bad }), bad).toThrow(/^NGINX_ROOT: /);
  });

  it("refuses bytes that are not visible ASCII, and answers an encoded or doubled slash with not found", () => {
    const rule = (status: number, flags: string) => {
      const check = new RegExp(`if \\(\\$request_uri ${flags} "([^"]+)"\\) \\{\\s+return ${status};`).exec(config);
      expect(check, `a check answering ${status}`).not.toBeNull();
      return new RegExp(check![1]!.replaceAll("\\\\", "\\"), flags.includes("*") ? "i" : "");
    };
    const bytes = rule(400, "~");
    for (const bad of ["/pberg?a\xffb", "/en\u00e9", "/en /x"]) expect(bytes.test(bad), bad).toBe(true);
    expect(bytes.test("/pberg?a=%ff&b=~!")).toBe(false);
    const slashes = rule(404, "~\\*");
    // In every page's location (in the server's, it would refuse the not-found document's own redirect).
    const check = /if \(\$request_uri ~\* "[^"]+"\) \{ return 404; \}/.exec(config)![0];
    for (const path of sitePaths()) expect(location(config, `= ${path}`), path).toContain(check);
    expect(location(config, "= /404/index.html")).not.toContain(check);
    for (const bad of ["/en%2fpberg", "/en%2Fpberg/", "//en/pberg", "//", "/en//pberg", "/%2F%2Fevil.example/"])
      expect(slashes.test(bad), bad).toBe(true);
    for (const good of ["/en/pberg", "/", "/pberg?next=//x%2f", "/embed/calendar?x=%2F"])
      expect(slashes.test(good), good).toBe(false);
  });

  it("never serves the static hosts' files, in any letter case", () => {
    const match = /location (~\* \^\/\(_headers[^ ]*) \{/.exec(config)?.[1];
    expect(match).toBeDefined();
    const pattern = new RegExp(match!.slice(3), "i");
    for (const path of ["/_headers", "/_HEADERS", "/_redirects", "/_Redirects/", "/_routes.json", "/.env"])
      expect(pattern.test(path), path).toBe(true);
    expect(location(config, match!)).toContain("return 404;");
  });

  it("answers unknown paths with the 404 documents, per language directly below a language", () => {
    expect(config).toContain("error_page 404 /404/index.html;");
    for (const locale of ["en", "de", "fr", "es", "it"]) {
      const body = location(config, `~ ^/${locale}/[^/]+$`);
      expect(body).toContain(`error_page 404 /${locale}/404/index.html;`);
      expect(body).toContain("return 404;");
      const document = location(config, `= /${locale}/404/index.html`);
      expect(document).toContain("internal;");
      expect(document).toContain(`'sha256-/${locale}/404'`);
    }
    // No route data: nothing but the pages, their not-found documents and the assets.
    expect(config).not.toContain(".data");
  });

  it("orders the regular expressions so trailing slashes win over the not-found rules", () => {
    const order = ["~* ^/(_headers", "~ /$", "~ ^/en/[^/]+$", "~ /(index"];
    const positions = order.map((match) => config.indexOf(`location ${match}`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("caches hashed assets for a year, compresses text, allows GET and HEAD only", () => {
    expect(location(config, "^~ /assets/")).toContain('"public, max-age=31536000, immutable"');
    expect(config).toMatch(/^\s*gzip on;$/m);
    expect(config).toMatch(
      /^\s*gzip_types text\/css application\/javascript application\/json application\/xml text\/plain image\/svg\+xml text\/yaml;$/m,
    );
    // Errors are not stored as the file would be; nginx's 416 kept the file's caching.
    expect(config).toMatch(/^\s*max_ranges 0;$/m);
    expect(location(config, "^~ /assets/")).toContain("add_header Cache-Control $kiez_error_cache always;");
    expect(config).toMatch(/^\s*listen 8080;$/m);
    expect(config).toMatch(/^\s*root \/srv\/site;$/m);
    expect(config).toContain("if ($request_method !~ ^(GET|HEAD)$) {\n    return 405;");
  });
});

describe("_headers", () => {
  const file = headersFile(built);
  const blocks = new Map(
    file
      .trim()
      .split(/\n(?=\S)/)
      .filter((block) => !block.startsWith("#"))
      .map((block) => [
        block.split("\n")[0]!,
        block
          .split("\n")
          .slice(1)
          .map((line) => line.trim()),
      ]),
  );

  it("sets the security headers for every path, and a policy for unknown paths that allows every not-found document", () => {
    expect(blocks.get("/*")).toContain("X-Content-Type-Options: nosniff");
    expect(blocks.get("/*")).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains");
    const policy = blocks.get("/*")!.find((line) => line.startsWith("Content-Security-Policy: "));
    for (const path of ["/404", "/en/404", "/de/404", "/fr/404", "/es/404", "/it/404"])
      expect(policy).toContain(`'sha256-${path}'`);
    expect(policy).not.toContain("'sha256-/en/pberg'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Files that are not documents or hashed (favicon, robots.txt) and redirects: an hour, as nginx.
    expect(blocks.get("/*")).toContain("Cache-Control: public, max-age=3600");
  });

  it("gives each page its own policy in place of the not-found one, and caches hashed assets for a year", () => {
    for (const path of sitePaths()) {
      expect(blocks.get(path)).toEqual([
        "! Content-Security-Policy",
        "! Cache-Control",
        `Content-Security-Policy: script-src 'self' 'sha256-${path}'`,
        "Cache-Control: no-cache",
      ]);
    }
    expect(blocks.get("/assets/*")).toEqual(["! Cache-Control", "Cache-Control: public, max-age=31536000, immutable"]);
    expect([...blocks.keys()].filter((path) => path.includes(".data"))).toEqual([]);
    expect(blocks.get("/*")).toContain("Vary: Accept-Encoding");
    expect(blocks.size).toBeLessThanOrEqual(100); // Cloudflare Pages' limit
  });
});

describe("_redirects", () => {
  const lines = redirectsFile(built)
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));

  it("redirects language-less paths and trailing slashes permanently", () => {
    expect(lines).toContainEqual(["/", "/en", "301"]);
    expect(lines).toContainEqual(["/booknow/mitte/", "/en/booknow/mitte", "301"]);
    expect(lines).toContainEqual(["/fr/pberg/", "/fr/pberg", "301"]);
  });

  it("serves each page at its path without a slash, which Cloudflare Pages would redirect to the folder (a loop)", () => {
    for (const path of sitePaths()) {
      expect(lines, path).toContainEqual([`${path}/`, path, "301"]);
      expect(lines, path).toContainEqual([path, `${path}/`, "200"]);
    }
  });

  it("redirects only to fixed paths of the site (no placeholder or splat in a redirect target)", () => {
    for (const [from, to, status] of lines) {
      if (!status!.startsWith("3")) continue;
      expect(to, from).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });

  it("answers file paths of documents, deeper paths below a language and the host's files with the global 404", () => {
    expect(lines).toContainEqual(["/en/pberg/index.html", "/404/missing", "200"]);
    expect(lines).toContainEqual(["/de/:page/*", "/404/missing", "200"]);
    expect(lines).toContainEqual(["/_headers", "/404/missing", "200"]);
    expect(lines).toContainEqual(["/fr/404", "/fr/404/missing", "200"]);
    // Rules apply in order, before files: every page comes before the catch-alls.
    const first = lines.findIndex(([from]) => from === "/de/:page/*");
    for (const path of sitePaths()) expect(lines.findIndex(([from]) => from === path)).toBeLessThan(first);
  });

  it("ends with the not-found rules, per language before the global catch-all", () => {
    expect(lines.filter(([from]) => from!.includes(".data"))).toEqual([]);
    expect(lines.slice(-6)).toEqual([
      ["/en/:page", "/en/404/index.html", "404"],
      ["/de/:page", "/de/404/index.html", "404"],
      ["/fr/:page", "/fr/404/index.html", "404"],
      ["/es/:page", "/es/404/index.html", "404"],
      ["/it/:page", "/it/404/index.html", "404"],
      ["/*", "/404/index.html", "404"],
    ]);
  });
});

describe("notFoundCopies", () => {
  it("puts a 404.html where Cloudflare Pages looks for it: in the language's folder and at the root", () => {
    expect(notFoundCopies(built)).toContainEqual({ from: "/404/index.html", to: "/404.html" });
    expect(notFoundCopies(built)).toContainEqual({ from: "/de/404/index.html", to: "/de/404.html" });
  });
});

describe("headers by path prefix (the content editor's /admin, decision 015)", () => {
  const withAdmin: BuiltRules = {
    ...built,
    documentCsp: { ...documentCsp, "/admin": "script-src 'self' 'unsafe-eval'" },
    pathHeaders: { "/admin": adminHeaders },
  };
  // A path header that replaces a security header (as the calendar frame's X-Frame-Options does).
  const replacing: BuiltRules = {
    ...withAdmin,
    pathHeaders: { "/admin": { ...adminHeaders, "Referrer-Policy": "no-referrer" } },
  };

  it("nginx: a map on the path gives /admin and below noindex, and nothing to other paths", () => {
    const config = nginxSite(withAdmin);
    expect(config).toContain('map $uri $kiez_x_robots_tag {\n  default "";\n  "~^/admin(/|$)" "noindex, nofollow";\n}');
    expect(config).not.toContain("$kiez_cross_origin_opener_policy");
    const admin = location(config, "= /admin");
    expect(admin).toContain('add_header X-Robots-Tag "$kiez_x_robots_tag" always;');
    // The GitHub login popup reports back through window.opener: the site-wide policy allows it.
    expect(admin).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    const pattern = new RegExp("^/admin(/|$)");
    for (const [path, matches] of [
      ["/admin", true],
      ["/admin/admin.js", true],
      ["/administration", false],
      ["/en/admin", false],
    ] as const)
      expect(pattern.test(path), path).toBe(matches);
  });

  it("nginx: a path header that replaces a security header is a variable in every location", () => {
    const config = nginxSite(replacing);
    expect(config).toContain(
      'map $uri $kiez_referrer_policy {\n  default "strict-origin-when-cross-origin";\n  "~^/admin(/|$)" "no-referrer";\n}',
    );
    expect(config).not.toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(location(config, "= /en/pberg")).toContain('add_header Referrer-Policy "$kiez_referrer_policy" always;');
  });

  it("_headers: /admin and /admin/* add noindex, and detach a security header they replace", () => {
    // /admin is a page too: one block with its own policy and the path's headers (Cloudflare
    // keeps only the last of two blocks with the same path).
    const policy =
      "  ! Content-Security-Policy\n  ! Cache-Control\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n";
    const cache = "  Cache-Control: no-cache\n";
    expect(headersFile(withAdmin)).toContain(`\n/admin\n${policy}${cache}  X-Robots-Tag: noindex, nofollow\n`);
    expect(headersFile(withAdmin)).toContain(`\n/admin/*\n  X-Robots-Tag: noindex, nofollow\n`);
    expect(headersFile(withAdmin).match(/^\/admin$/gm)).toHaveLength(1);
    expect(headersFile(replacing)).toContain(
      `\n/admin\n${policy}${cache}  ! Referrer-Policy\n  X-Robots-Tag: noindex, nofollow\n  Referrer-Policy: no-referrer\n`,
    );
  });

  it("without the editor: no /admin rules, and the pages' own headers stay fixed", () => {
    const config = nginxSite(built);
    expect(config).not.toContain("$kiez_x_robots_tag");
    expect(location(config, "= /en/pberg")).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
    expect(headersFile(built)).not.toContain("/admin");
    expect(headersFile(built)).not.toContain("X-Robots-Tag");
  });

  it("the calendar's frame document may be framed by the site itself, every other path by nobody", () => {
    const withFrame: BuiltRules = {
      ...built,
      documentCsp: { ...documentCsp, "/embed/calendar": "frame-ancestors 'self'" },
    };
    const config = nginxSite(withFrame);
    expect(config).toContain(
      'map $uri $kiez_x_frame_options {\n  default "DENY";\n  "~^/embed/calendar(/|$)" "SAMEORIGIN";\n}',
    );
    expect(location(config, "= /en/pberg")).toContain('add_header X-Frame-Options "$kiez_x_frame_options" always;');
    const file = headersFile(withFrame);
    expect(file).toMatch(/^\/\*\n(?: {2}.*\n)* {2}X-Frame-Options: DENY\n/m);
    // One block per path (Cloudflare keeps only the last of two): the page's policy and the header.
    expect(file.match(/^\/embed\/calendar$/gm)).toHaveLength(1);
    expect(file).toMatch(
      /^\/embed\/calendar\n {2}! Content-Security-Policy\n {2}! Cache-Control\n {2}Content-Security-Policy: [^\n]*frame-ancestors 'self'[^\n]*\n(?: {2}.*\n)* {2}! X-Frame-Options\n {2}X-Frame-Options: SAMEORIGIN\n/m,
    );
    expect(file).toContain("/embed/calendar/*\n  ! X-Frame-Options\n  X-Frame-Options: SAMEORIGIN\n");
  });
});
