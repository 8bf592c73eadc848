import { spawnSync } from "node:child_process";
import { relative } from "node:path";
import vnuJar from "vnu-jar";
import { describe, expect, it } from "vitest";
import { clientDir, htmlFiles } from "./pages";

/**
 * An outside judge of the markup: the W3C Nu Html Checker (the registry's vnu-jar, run with the
 * machine's Java; scripts/dev/test-built.mjs finds or installs it) over every HTML file of the build,
 * the not-found documents and the calendar's frame document included. Not one error.
 */
const jar = String(vnuJar);

interface Message {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

describe("the W3C Nu Html Checker", () => {
  it("finds no error in any built document", () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(50);
    const run = spawnSync(
      process.env.JAVA_PATH ?? "java",
      ["-jar", jar, "--errors-only", "--format", "json", ...files],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, "java could not run: install it (npm run test:built does)").toBeUndefined();
    // The report is JSON on stderr; the exit status is 1 when it holds an error.
    const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
    const where = (message: Message) =>
      `${relative(clientDir, new URL(message.url ?? "file:///?").pathname)}:${message.lastLine ?? "?"}`;
    expect(messages.map((message) => `${where(message)}: ${message.message}`)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
