import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { decided, messages, scriptUrls } from "./site";

// The not-found documents in the browser: the log, the way home, no React, the menus. Their
// statuses are the servers' (tests/http/routes.spec.ts).
test.describe("not found", () => {
  for (const [path, home, title] of [
    ["/de/unknown", "/de", messages.de.notFound.title],
    ["/pberg/extra", "/en", "Oops! Page not found"],
  ] as const) {
    test(`${path} logs the path as an error, and its link leads home to ${home}`, async ({ page }) => {
      allowConsole(...notFoundConsole);
      await page.addInitScript(decided());
      const logged = page.waitForEvent("console", (message) => message.text().includes(path));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect((await logged).type()).toBe("error");
      const locale = home.slice(1) as keyof typeof messages;
      await page.getByRole("link", { name: messages[locale].notFound.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    });
  }

  // The servers answer every unknown path with one of these documents: static, as every page.
  for (const path of ["/xx/agb", "/de/unknown"]) {
    test(`the not-found document for ${path} loads no React, and its menus work`, async ({ page }) => {
      allowConsole(...notFoundConsole);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator("[data-island]")).toHaveCount(0);
      // The page script and the chunk it shares with the islands (preloaded beside it); no island's.
      const paths = (await scriptUrls(page)).map((url) => new URL(url).pathname);
      expect(paths.map((path) => path.replace(/-[\w-]{8}\.js$/, ".js")).sort()).toEqual([
        "/assets/page-shared.js",
        "/assets/page.js",
      ]);
      await page.locator('[popovertarget="language-menu"]').click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await menu.getByRole("menuitem", { name: "Français" }).click();
      // The path the guest asked for, in French (not the document's own /fr/404).
      await expect(page).toHaveURL(new RegExp(`/fr${path.replace(/^\/[a-z]{2}/, "")}$`));
    });
  }
});
