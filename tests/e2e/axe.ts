import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResults = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page or a frame, or only on the part of
 * it that `within` selects; one line per violation.
 */
export async function axeViolations(page: Page | Frame, within?: string): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's CSP (no inline scripts) does not apply. Once
  // a document: it takes longer than a run of it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // A frame document (the calendar's): page-level rules belong to the page that holds it, and
  // axe's stylesheet preload (an XHR) would break the frame's own connect-src.
  const frame = "parentFrame" in page && page.parentFrame() !== null;
  const results = (await page.evaluate(
    ({ frame, within }) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<unknown> } }).axe.run(
        within ? { include: [within] } : document,
        {
          runOnly: {
            type: "tag",
            values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
          },
          // Only the violations are read: axe then builds no selectors or HTML for what passed (a
          // quarter of its time on an apartment page).
          resultTypes: ["violations"],
          // A page's frames are not entered. axe judges a frame only where it runs inside it, as the
          // calendar's frame is checked (axe-after-interaction.spec.ts); the provider's booking tool and the
          // map have no axe, and axe waited 500 ms for their answer to judge nothing there (a
          // missing alt text put in the tool's frame went unreported). The <iframe> element itself
          // is still judged in its page (frame-title).
          iframes: false,
          ...(frame ? { preload: false, rules: { "page-has-heading-one": { enabled: false } } } : {}),
        },
      ),
    { frame, within },
  )) as AxeResults;
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
