import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  bookingEngineOrigin,
  calendarFramePolicy,
  contentSecurityPolicy,
  documentScriptHashes,
  holdsStayForm,
} from "./csp";

/**
 * Each built document's policy by path, and the paths of those that hold the guest's date form:
 * their form may lead on to the provider's booking engine, and nginx marks them (deploy/nginx.ts).
 */
export async function documentPolicies(
  client: string,
  paths: readonly string[],
): Promise<{ documentCsp: Record<string, string>; stayFormPaths: string[] }> {
  const entries = await Promise.all(
    paths.map(async (path) => {
      const html = await readFile(join(client, path, "index.html"), "utf8");
      const form = holdsStayForm(html);
      return {
        path,
        form,
        policy: contentSecurityPolicy(documentScriptHashes(html), form ? [bookingEngineOrigin] : []),
      };
    }),
  );
  const frame = await readFile(join(client, "embed", "calendar", "index.html"), "utf8");
  return {
    documentCsp: {
      ...Object.fromEntries(entries.map(({ path, policy }) => [path, policy])),
      "/embed/calendar": calendarFramePolicy(documentScriptHashes(frame)),
    },
    stayFormPaths: entries.filter(({ form }) => form).map(({ path }) => path),
  };
}
