import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, allowConsole, notFoundConsole, test } from "./fixtures";
import { desktop, phone, prerenderPaths } from "./site";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResults = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };

// Every URL of the site (the not-found documents included), with the cookie banner open.
for (const viewport of [phone, desktop]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of prerenderPaths()) {
      test(path, async ({ page }) => {
        if (path.endsWith("404")) allowConsole(...notFoundConsole);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const banner = page
          .getByRole("region")
          .filter({ has: page.getByRole("button") })
          .first();
        await expect(banner).toBeVisible();
        // The banner rises in from opacity 0: axe would measure contrast mid-animation.
        await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        await page.addScriptTag({ content: axeSource });
        const results = (await page.evaluate(() =>
          (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
            document,
            {
              runOnly: {
                type: "tag",
                values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
              },
            },
          ),
        )) as AxeResults;
        const summary = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
