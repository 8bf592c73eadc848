import { banner, keyboardDecision, reopenAndChoose, stored } from "./banner";
import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { decided, messages, pageReady, scriptUrls } from "./site";

// The not-found documents in the browser: the log, the way home, no React, the menus, the banner. Their
// statuses, and which document answers which path, are the servers' (tests/http/routes.spec.ts).
// The servers answer every unknown path with one of these documents (the language's, or the
// site's for a path without one): static, as every page.
test.describe("not found", () => {
  for (const [path, home, title] of [
    ["/de/unknown", "/de", messages.de.notFound.title],
    ["/xx/agb", "/en", "Oops! Page not found"],
  ] as const) {
    const andBanner = home === "/de" ? "; its banner decided by keyboard and again, agreeing with the other pages" : "";
    test(`${path}: the path logged as an error, no React, the language menu keeps the path, the link leads home to ${home}${andBanner}`, async ({
      page,
    }) => {
      allowConsole(...notFoundConsole);
      const german = home === "/de";
      if (!german) await page.addInitScript(decided());
      await page.setViewportSize({ width: 1280, height: 800 });
      const logged = page.waitForEvent("console", (message) => message.text().includes(path));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect((await logged).type()).toBe("error");
      // Its banner keeps the same choice, under the same key, as every page: made here from the
      // keyboard (focus on its content, though it has no React), then changed through Privacy
      // settings; asked again where the link home leads.
      if (german) {
        await keyboardDecision(page, "de", "decline");
        expect(await stored(page)).toBe("false");
        await reopenAndChoose(page, "accept");
        expect(await stored(page)).toBe("true");
      }
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
      // The path the guest asked for, in French (not the document's own /fr/404). Following a link
      // is the browser's own: header-footer.spec.ts follows the menu's items.
      await expect(menu.getByRole("menuitem", { name: "Français" })).toHaveAttribute(
        "href",
        `/fr${path.replace(/^\/[a-z]{2}/, "")}`,
      );
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      const locale = home.slice(1) as keyof typeof messages;
      await page.getByRole("link", { name: messages[locale].notFound.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      if (german) {
        await pageReady(page);
        await expect(banner(page, "de")).toBeHidden();
        // And the other way round: a choice made on a page stays made on a not-found document.
        await page.goto("/xx");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
        await expect(banner(page)).toBeHidden();
      }
    });
  }
});
