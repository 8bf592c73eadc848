/**
 * Hydration after the first paint (decision 008). React Router's <Scripts> writes a
 * modulepreload link for every client module into the head and an inline module script that
 * imports them. Fetched at once, those ~135 KB of JavaScript compete with the stylesheet, the
 * font and the first photo on a slow phone connection, and their evaluation runs before the
 * browser's first paint. The build rewrites both, in every prerendered document: the inline
 * script waits for the first frame, then adds the same modulepreload links and imports the
 * same modules in the same order. The page reads and its links work before that; buttons
 * become live a moment later.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const entryScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

type Statement =
  | { kind: "import"; href: string; name?: string }
  | { kind: "routeModules"; code: string }
  | { kind: "entry"; href: string };

const statements: [RegExp, (match: RegExpExecArray) => Statement][] = [
  [/^import "([^"]+)";/, (m) => ({ kind: "import", href: m[1]! })],
  [/^import \* as (\w+) from "([^"]+)";/, (m) => ({ kind: "import", href: m[2]!, name: m[1]! })],
  [/^window\.__reactRouterRouteModules = (\{[^;\n]*\});/, (m) => ({ kind: "routeModules", code: m[0] })],
  [/^import\("([^"]+)"\);/, (m) => ({ kind: "entry", href: m[1]! })],
];

/** The statements of React Router's entry script; throws on anything it does not know. */
export function parseEntryScript(script: string): Statement[] {
  const parsed: Statement[] = [];
  let rest = script.trim();
  while (rest) {
    const found = statements.map(([pattern, make]) => [pattern.exec(rest), make] as const).find(([m]) => m);
    if (!found) throw new Error(`unexpected code in React Router's entry script: ${rest.slice(0, 80)}`);
    const [match, make] = found as [RegExpExecArray, (match: RegExpExecArray) => Statement];
    parsed.push(make(match));
    rest = rest.slice(match[0].length).trim();
  }
  if (parsed.at(-1)?.kind !== "entry")
    throw new Error("React Router's entry script does not end with the entry import");
  return parsed;
}

/** The entry script that starts after the first paint, with the modules it preloads then. */
export function deferredEntryScript(parsed: Statement[], preloads: string[]): string {
  const lines = [
    // A requestAnimationFrame callback runs just before a frame: the second one runs once the
    // first frame is on screen, and the timeout after that frame's work.
    "await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
  ];
  for (const statement of parsed) {
    if (statement.kind === "import") {
      const load = `await import(${JSON.stringify(statement.href)});`;
      lines.push(statement.name ? `const ${statement.name} = ${load}` : load);
    } else if (statement.kind === "routeModules") lines.push(statement.code);
    else lines.push(`import(${JSON.stringify(statement.href)});`);
  }
  return lines.join("\n");
}

/** A prerendered document with its modulepreloads and entry script deferred past the first paint. */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]!);
  const entry = entryScript.exec(html);
  if (!entry) throw new Error('no React Router entry script (<script type="module" async>) in the document');
  const script = deferredEntryScript(parseEntryScript(entry[1]!), preloads);
  return html.replace(preloadLink, "").replace(entryScript, () => `<script type="module" async="">${script}</script>`);
}
