import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { calendarFramePolicy, contentSecurityPolicy, documentScriptHashes } from "./csp";

export async function documentPolicies(client: string, paths: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    paths.map(async (path) => {
      const html = await readFile(join(client, path, "index.html"), "utf8");
      return [path, contentSecurityPolicy(documentScriptHashes(html))] as const;
    }),
  );
  const frame = await readFile(join(client, "embed", "calendar", "index.html"), "utf8");
  return { ...Object.fromEntries(entries), "/embed/calendar": calendarFramePolicy(documentScriptHashes(frame)) };
}
