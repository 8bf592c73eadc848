import { documentPaths, notFoundPaths, notFoundPolicy, withoutFunctions, type BuiltRules } from "./rules";

// The same answers as Cloudflare Pages gives. Order matters: exact, then regular expressions, then prefixes.
export interface NginxOptions {
  listen?: string;
  root?: string;
  serverName?: string;
  /** A file (or glob) of the server's own lines, e.g. TLS certificates. */
  include?: string;
}

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** `always`, but not a file's caching, which an error at that path would carry for a year. */
function headerLines(headers: Record<string, string>, indent = "    ", errorDocument = false): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    name === "Cache-Control" && !errorDocument
      ? [`${indent}add_header ${name} ${quote(value)};`, `${indent}add_header Cache-Control $kiez_error_cache always;`]
      : [`${indent}add_header ${name} ${quote(value)} always;`],
  );
}

const pathHeaderVariable = (name: string) => `$kiez_${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
const pathHeaderNames = (rules: BuiltRules) => [
  ...new Set(Object.values(rules.pathHeaders).flatMap((headers) => Object.keys(headers))),
];

/** Headers by path prefix: a `map` on the normalized path per header (an empty value sends none). */
function pathHeaderMaps(rules: BuiltRules): string[] {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return pathHeaderNames(rules).map((name) =>
    [
      `map $uri ${pathHeaderVariable(name)} {`,
      `  default ${quote(rules.securityHeaders[name] ?? "")};`,
      ...Object.entries(rules.pathHeaders)
        .filter(([, headers]) => name in headers)
        .map(([prefix, headers]) => `  ${quote(`~^${escape(prefix)}(/|$)`)} ${quote(headers[name]!)};`),
      "}",
    ].join("\n"),
  );
}

/** The security headers and `headers`; the policy of anything but a document is the not-found one. */
function withPathHeaders(rules: BuiltRules, headers: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {
    ...rules.securityHeaders,
    "Content-Security-Policy": notFoundPolicy(rules),
    ...headers,
  };
  for (const name of pathHeaderNames(rules))
    if (all[name] === rules.securityHeaders[name]) all[name] = pathHeaderVariable(name);
  return all;
}

function location(
  match: string,
  rules: BuiltRules,
  headers: Record<string, string>,
  body: string[],
  errorDocument = false,
): string {
  // A location with its own add_header inherits none from the server: every header is repeated.
  const all = withPathHeaders(rules, headers);
  const lines = [...headerLines(all, "    ", errorDocument), ...body.map((line) => `    ${line}`)];
  return [`  location ${match} {`, ...lines, "  }"].join("\n");
}

/** The server's own settings from the build's environment (docs/operating.md), so the file is used as it is. */
export function nginxOptionsFrom(env: Record<string, string | undefined>): NginxOptions {
  const names = {
    listen: "NGINX_LISTEN",
    serverName: "NGINX_SERVER_NAME",
    root: "NGINX_ROOT",
    include: "NGINX_INCLUDE",
  };
  const options: NginxOptions = {};
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const value = env[name];
    if (value === undefined || value.trim() === "") continue;
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[;{}"'#$\\\x00-\x1f\x7f]/.test(value))
      throw new Error(`${name}: "${value}" holds a character nginx would read as syntax`);
    options[key] = value.trim();
  }
  return options;
}

export function nginxSite(
  rules: BuiltRules,
  { listen = "80", root = "/var/www/kiez-apartments", serverName = "_", include }: NginxOptions = {},
) {
  const { cacheControl, limits } = rules;
  const locales = Object.keys(rules.notFound.byLocale);
  const notFoundDocs = notFoundPaths(rules);
  const doc = { "Cache-Control": cacheControl.document };
  const moved = { "Cache-Control": cacheControl.other };
  // text/html is always compressed and always has a charset.
  const textTypes = [...new Set(Object.values(rules.mediaTypes))]
    .filter((type) => /^text\/|\+xml$|\/(javascript|json|xml)$/.test(type) && type !== "text/html")
    .join(" ");
  const csp = (path: string) => ({ "Content-Security-Policy": rules.documentCsp[path]!, ...doc });

  // Nothing of the request but the still-encoded query ends up in a Location header.
  const redirect = (from: string, to: string) =>
    location(`= ${from}`, rules, moved, [`return 301 ${to}$is_args$args;`]);
  const redirects = Object.entries(rules.redirects).flatMap(([from, to]) =>
    (from === "/" ? [from] : [from, `${from}/`]).map((path) => redirect(path, to)),
  );
  const pagePaths = documentPaths(rules);
  // A page has one address: $uri is decoded and its slashes merged, so /en%2fpberg would find
  // /en/pberg. Not in the server block, where it would refuse the not-found internal redirect.
  const oneAddress = `if ($request_uri ~* "^/([^?]*%2f|[^?]*//|/)") { return 404; }`;
  // The pages with the guest's date form say that this host runs no functions (deploy/rules.ts);
  // the marked page is the file's same bytes every time, so its Last-Modified still holds.
  const stayForm = new Set(rules.stayFormPaths);
  const marked = [
    `sub_filter ${quote(withoutFunctions.find)} ${quote(withoutFunctions.replace)};`,
    "sub_filter_last_modified on;",
  ];
  const pages = pagePaths.map((path) =>
    location(`= ${path}`, rules, csp(path), [
      oneAddress,
      ...(stayForm.has(path) ? marked : []),
      `try_files ${path}/index.html =404;`,
    ]),
  );
  const slashes = pagePaths.map((path) => redirect(`${path}/`, path));
  const notFoundDocuments = notFoundDocs.map((path) =>
    location(`= ${path}/index.html`, rules, csp(path), ["internal;"], true),
  );

  return `# Generated by scripts/site/build-end.ts from deploy/rules.ts and the built pages. Do not edit:
# change deploy/rules.ts and build again. Include this file in the http {} block of nginx.conf.
# listen, server_name, root and an include of your own (TLS) come from NGINX_LISTEN,
# NGINX_SERVER_NAME, NGINX_ROOT and NGINX_INCLUDE when building (docs/operating.md).
map $status $kiez_error_cache {
  default "";
  "~^[45]" "${cacheControl.error}";
  404 "";
}
map $request_method $kiez_allow {
  GET "";
  HEAD "";
  default "GET, HEAD";
}
${pathHeaderMaps(rules)
  .map((map) => `${map}\n`)
  .join("")}
server {
  listen ${listen};
  server_name ${serverName};
  root ${root};${include ? `\n  include ${include};` : ""}
  server_tokens off;
  # Location headers stay relative ("/en"), as Cloudflare Pages sends them.
  absolute_redirect off;
  charset utf-8;
  charset_types ${textTypes};
  # Text is compressed as it is sent (Cloudflare compresses at its edge; the build ships no copies).
  # With the ngx_brotli module installed, add: brotli on; brotli_types ${textTypes};
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 512;
  gzip_types ${textTypes};
  gzip_vary on;
  # No byte ranges: every file is small, and nginx's 416 kept the file's caching (a year, immutable,
  # on hashed assets) and repeated every header. A Range is answered with the whole file (200).
  max_ranges 0;
  # Connections that hold a worker's slot (slowloris, idle keep-alive): the rules' limits
  # (deploy/rules.ts), not nginx's defaults of 60 s for a request's headers or body and 75 s idle.
  client_header_timeout ${limits.requestSeconds}s;
  client_body_timeout ${limits.requestSeconds}s;
  keepalive_timeout ${limits.idleSeconds}s;
  # A body nobody asked for (every method but GET and HEAD gets 405) is read and dropped after the
  # answer for at most this long, not nginx's default 30 s of a client streaming gigabytes.
  lingering_time ${limits.lingerSeconds}s;
  types {
${Object.entries(rules.mediaTypes)
  .map(([extension, type]) => `    ${type} ${extension};`)
  .join("\n")}
  }
  default_type application/octet-stream;
  error_page 404 ${rules.notFound.global}/index.html;

${headerLines(withPathHeaders(rules, { Allow: "$kiez_allow" }), "  ").join("\n")}
  add_header Cache-Control $kiez_error_cache always;
  if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
  }
  # Control characters and backslashes, encoded or raw, in the path: never a path of the site. The
  # query is the page's own (the calendar's frame document takes its labels there, encoded).
  if ($request_uri ~* "^[^?]*(%[01][0-9a-f]|%7f|%5c|\\\\\\\\)") {
    return 400;
  }
  # A byte that is not visible ASCII, anywhere in the request line (browsers encode them).
  if ($request_uri ~ "[^!-~]") {
    return 400;
  }

  # Permanent redirects of the language-less paths.
${redirects.join("\n")}

  # Every page, with the Content-Security-Policy of its own inline scripts.
${pages.join("\n")}

  # The not-found documents, only as answers to unknown paths (status 404).
${notFoundDocuments.join("\n")}

  # Vite's hashed files.
${location("^~ /assets/", rules, { "Cache-Control": cacheControl.hashed }, ["try_files $uri =404;"])}

  # Canonical URLs have no trailing slash; the query is kept.
${slashes.join("\n")}

  # Static-host files and dotfiles are not part of the site, in any letter case.
${location("~* ^/(_headers|_redirects|_routes\\.json|_worker\\.js)(/|$)|/\\.", rules, doc, ["return 404;"])}

  # Any other path ending in a slash (folders of the build, unknown pages): not found.
${location("= /assets/", rules, doc, ["return 404;"])}
${location("~ /$", rules, doc, ["return 404;"])}

  # Unknown paths directly below a language: that language's "Page not found".
${locales.map((locale) => location(`~ ^/${locale}/[^/]+$`, rules, doc, [`error_page 404 ${rules.notFound.byLocale[locale]}/index.html;`, "return 404;"])).join("\n")}

  # Documents are only reachable at their canonical path (404.html: Cloudflare Pages' copies).
${location("~ /(index(\\.html)?|404\\.html)$", rules, doc, ["return 404;"])}

  # Everything else: static files (favicon, robots.txt, sitemap.xml, share image), else 404.
${location("/", rules, { "Cache-Control": cacheControl.other }, ["try_files $uri =404;"])}
}
`;
}
