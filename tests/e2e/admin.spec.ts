import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { guestInfoSchema } from "../../app/content/guest-info.server";
import { freePort } from "../../scripts/dev/ports.mjs";
import { allowConsole, expect, test } from "./fixtures";
import { builtPages } from "./site";

// Project "admin": the content editor as `npm run admin` starts it (the site's dev server with
// /admin/ and decap-server), on a copy of the project in a temporary folder, so the repository's
// content is never written. Nothing but loopback is reachable (fixtures.ts): the CMS loads from
// our own files.

test.describe.configure({ mode: "serial" });

let copy = "";
let admin: ChildProcess | undefined;
let base = "";
const apartmentFile = () => join(copy, "app/content/apartments/mitte/apartment.yaml");
const photosFile = () => join(copy, "app/content/apartments/mitte/photos.yaml");
const repoFiles = ["app/content/apartments/mitte/apartment.yaml", "app/content/apartments/mitte/photos.yaml"];
const repoBefore = repoFiles.map((file) => readFileSync(file, "utf8"));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = mkdtempSync(join(tmpdir(), "kiez-admin-"));
  const skip = new Set([
    "node_modules",
    "build",
    ".git",
    ".react-router",
    // The runtime serving the other tests writes and removes its bundles here while this copies.
    ".wrangler",
    "test-results",
    "playwright-report",
    "screenshots",
  ]);
  for (const entry of readdirSync(".")) if (!skip.has(entry)) cpSync(entry, join(copy, entry), { recursive: true });
  symlinkSync(resolve("node_modules"), join(copy, "node_modules"));

  const port = await freePort(Number(process.env.E2E_PORT ?? 4173) + 2);
  const backendPort = await freePort(port + 1);
  base = `http://127.0.0.1:${port}`;
  admin = spawn("npm", ["run", "--silent", "admin"], {
    cwd: copy,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ADMIN_BACKEND_PORT: String(backendPort) },
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/admin/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (admin?.pid) process.kill(-admin.pid, "SIGTERM");
  if (copy) rmSync(copy, { recursive: true, force: true });
  // The editor wrote only into the copy.
  expect(repoFiles.map((file) => readFileSync(file, "utf8"))).toEqual(repoBefore);
});

/** The local backend's login page has one button and no account. */
async function login(page: Page) {
  await page.goto(`${base}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Bernauer Strasse (mitte)", exact: true })).toBeVisible();
}

/**
 * As the operator does it: the collection, then the file. (Changing the address's #/… from one
 * entry to another shows the second one empty in Decap 3.16.)
 */
async function openEntry(page: Page, collection: string, file: string) {
  const back = page.getByRole("link", { name: `Writing in ${collection} collection` });
  if (await back.isVisible()) await back.click();
  else await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByText(file, { exact: true }).click();
}

/** The editor's field that shows this value (Decap's labels repeat: five "Deutsch" per entry). */
async function fieldWithValue(page: Page, tag: "input" | "textarea", value: string) {
  const id = await page
    .waitForFunction(
      ([tag, value]) =>
        [...document.querySelectorAll(tag)].find((field) => (field as HTMLInputElement).value === value)?.id,
      [tag, value] as const,
    )
    .then((handle) => handle.jsonValue());
  return page.locator(`[id="${id}"]`);
}

/**
 * A file the editor's server writes, parsed; while it is being written (not at once: a read
 * caught `site-texts.json` cut off mid-string), what the parser said. Polled until it is the
 * file expected.
 */
function written(file: string): unknown {
  try {
    return parse(readFileSync(file, "utf8"));
  } catch (error) {
    return `being written: ${(error as Error).message}`;
  }
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("changes a German summary and an alt text, adds a photo, saves them to the files, and the site builds with them", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = parse(readFileSync(apartmentFile(), "utf8"));
  const photosBefore = parse(readFileSync(photosFile(), "utf8"));
  const summary = "Helle Wohnung mit {size} direkt an der Gedenkstätte Berliner Mauer (im Editor geändert).";
  const alt = "Wohnzimmer mit hellem Sofa (im Editor geändert)";

  await login(page);
  await openEntry(page, "Bernauer Strasse (mitte)", "Facts and short texts");
  await (await fieldWithValue(page, "textarea", before.summary.de)).fill(summary);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  await openEntry(page, "Bernauer Strasse (mitte)", "Photos");
  const first = page.getByText(photosBefore[0].file, { exact: true }).locator("xpath=..");
  await first.getByRole("button").first().click(); // Decap's (unnamed) expand button
  await (await fieldWithValue(page, "input", photosBefore[0].alt.de)).fill(alt);
  // A new photo: uploaded into the apartment's photos/ folder, with its five alt texts.
  const upload = join(copy, "10-terrace.jpg");
  cpSync(join(copy, "app/content/apartments/mitte/photos/02-kitchen.jpg"), upload);
  await page.getByRole("button", { name: /Add photos/ }).click();
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The alt texts are the empty text inputs; a room choice's search input is empty too.
  const empty = await page.evaluate(() =>
    [...document.querySelectorAll("input[type=text]")]
      .filter((input) => (input as HTMLInputElement).value === "" && !input.id.startsWith("room-field"))
      .map((input) => input.id),
  );
  expect(empty).toHaveLength(5);
  for (const id of empty) await page.locator(`[id="${id}"]`).fill("Terrasse mit Blick über die Stadt");
  // Its room, a required choice: the new photo's is the last.
  const room = page.locator('input[id^="room-field"]').last();
  await room.fill("balcony");
  await page.keyboard.press("Enter");
  await publish(page);

  // On disk: the two texts changed, nothing else (the files' comments included).
  const terrace = {
    file: "10-terrace.jpg",
    room: "balcony",
    alt: Object.fromEntries(["en", "de", "fr", "es", "it"].map((l) => [l, "Terrasse mit Blick über die Stadt"])),
  };
  await expect
    .poll(() => written(photosFile()))
    .toEqual([{ ...photosBefore[0], alt: { ...photosBefore[0].alt, de: alt } }, ...photosBefore.slice(1), terrace]);
  await expect.poll(() => written(apartmentFile())).toEqual({ ...before, summary: { ...before.summary, de: summary } });
  expect(readFileSync(apartmentFile(), "utf8")).toMatch(/^# The apartment's facts/);
  // The upload is a request of its own to Decap's local backend, written after the entry's files
  // (a CI run read it before it was there): awaited as well, not only the first file.
  const uploaded = join(copy, "app/content/apartments/mitte/photos/10-terrace.jpg");
  await expect.poll(() => existsSync(uploaded) && readFileSync(uploaded).equals(readFileSync(upload))).toBe(true);

  // The running site shows it at once (the dev server reloads the content)… The figure is
  // filled in with a no-break space ("60 m²").
  const shown = /Helle Wohnung mit 60\sm² direkt an der Gedenkstätte Berliner Mauer \(im Editor geändert\)\./u;
  await expect
    .poll(() => fetch(`${base}/de`).then(async (response) => shown.test(await response.text())), { timeout: 30_000 })
    .toBe(true);

  // …and the production build of the copy passes and has both texts in its pages.
  const html = await builtPages(copy);
  expect(shown.test(html("de")), "build/client/de/index.html shows the summary").toBe(true);
  expect(html("de/mitte").includes(`alt="${alt}"`), "build/client/de/mitte/index.html has the alt text").toBe(true);
  expect(html("de/mitte").includes("Terrasse mit Blick über die Stadt"), "and the new photo").toBe(true);
});

test("refuses to save an unknown placeholder and leaves the file as it was", async ({ page }) => {
  // Decap rejects its save promise without a reason when a field is invalid.
  allowConsole(/^uncaught: undefined$/);
  const text = readFileSync(apartmentFile(), "utf8");
  const current = parse(text).summary.de;

  await login(page);
  await openEntry(page, "Bernauer Strasse (mitte)", "Facts and short texts");
  await (await fieldWithValue(page, "textarea", current)).fill("Platz für {gast} Gäste");
  await publish(page);

  await expect(page.getByText(/didn't match the pattern: .*unknown placeholder; use one of \{size\}/)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(readFileSync(apartmentFile(), "utf8")).toBe(text);
});

test("fills in what guests ask (floor, lift) and checks them; the facts not known stay null", async ({ page }) => {
  test.setTimeout(120_000);
  const file = join(copy, "app/content/apartments/mitte/guest-info.yaml");
  const before = parse(readFileSync(file, "utf8"));
  await login(page);
  await openEntry(page, "Bernauer Strasse (mitte)", "Questions guests ask");
  // The floor: the only number field while no bed is entered.
  await page.locator("input[type=number]").first().fill("3");
  // The lift: the first choice of the entry (the others: cooling, parking, luggage).
  await page.locator('input[role="combobox"][id^="value-field"]').first().fill("yes");
  await page.keyboard.press("Enter");
  // "Checked": sleeping arrangements, floor, lift … in the file's order.
  const checked = page.getByRole("switch");
  await checked.nth(1).click();
  await checked.nth(2).click();
  await publish(page);
  await expect
    .poll(() => written(file))
    .toEqual({ ...before, floor: { value: 3, confirmed: true }, lift: { value: "yes", confirmed: true } });

  const text = readFileSync(file, "utf8");
  expect(text).toContain("parking:\n  value: null\n  confirmed: false");
  expect(text).toMatch(/^# What guests ask before booking/);
  // The build reads it, and the page answers the question.
  const known = guestInfoSchema.parse(parse(text));
  expect([known.floor.value, known.lift.value, known.parking.value]).toEqual([3, "yes", null]);
  await expect
    .poll(() => fetch(`${base}/en/mitte`).then(async (response) => (await response.text()).includes("third floor")), {
      timeout: 30_000,
    })
    .toBe(true);
});

test("changes the German home page title under Site texts; the page shows it", async ({ page }) => {
  test.setTimeout(120_000);
  const file = join(copy, "app/content/site-texts.json");
  const before = parse(readFileSync(file, "utf8"));
  const title = "Ihr Zuhause mitten in Berlin (im Editor geändert)";
  await login(page);
  await page.getByRole("link", { name: "Site texts", exact: true }).click();
  await page.getByText("Home page, footer, page titles", { exact: true }).click();
  await (await fieldWithValue(page, "input", before.home.heroTitle.de)).fill(title);
  await publish(page);
  await expect
    .poll(() => written(file))
    .toEqual({ ...before, home: { ...before.home, heroTitle: { ...before.home.heroTitle, de: title } } });
  await expect
    .poll(() => fetch(`${base}/de`).then(async (response) => (await response.text()).includes(title)), {
      timeout: 30_000,
    })
    .toBe(true);
});
