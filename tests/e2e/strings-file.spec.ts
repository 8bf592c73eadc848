import { allowConsole, expect, test } from "./fixtures";
import { messages, phone } from "./site";

/**
 * The layout's UI strings come as one cached file per language (app/lib/ui-strings.ts,
 * docs/decisions/018-ui-strings-file.md), which React needs before it takes over the page.
 */
const fr = messages.fr;

test("the strings file is cached for good and fetched once per language, not per page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/strings-")) fetched.push(new URL(request.url()).pathname);
  });
  const response = page.waitForResponse((answer) => answer.url().includes("/assets/strings-fr-"));
  await page.goto("/fr/pberg");
  expect((await response).headers()["cache-control"]).toMatch(/immutable/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("contentinfo").getByRole("link", { name: fr.footer.agb }).click();
  await expect(page).toHaveURL(/\/fr\/agb$/);
  await expect(page.getByRole("banner").getByRole("link", { name: fr.nav.bookNow })).toBeVisible();
  expect(fetched.filter((path) => path.startsWith("/assets/strings-fr-"))).toHaveLength(1);
  expect(fetched.every((path) => path.startsWith("/assets/strings-fr-"))).toBe(true);
});

test.describe("when the strings file does not load", () => {
  test.use({ viewport: phone });

  test("the page stays the prerendered one: its menus, carousel and links work without React", async ({ page }) => {
    allowConsole(/status of 503/, /UI strings did not load/);
    await page.route("**/assets/strings-*", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.goto("/fr/pberg");
    // enhance.js (a file of its own) still adds the carousel's arrows.
    const next = page.getByRole("button", { name: fr.property.nextPhoto });
    await expect(next).toBeVisible();
    await next.click();
    await expect(page.getByRole("button", { name: fr.property.previousPhoto })).toBeEnabled();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await page.getByRole("button", { name: fr.nav.openMenu }).click();
    await page.locator('#mobile-menu a[href="/fr/mitte"]').click();
    await expect(page).toHaveURL(/\/fr\/mitte$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
