import { expect, test } from "@playwright/test";

// nginx serves the files and has no functions (docs/deploying.md): the guest's dates go from the
// page's script to the booking engine directly, and nothing under /api/ answers but "not found".
// Asked of nginx alone (playwright.config.ts); the runtime's answers: stay.spec.ts.

test("nginx has no /api/book or /api/availability: 404, no redirect anywhere", async ({ request }) => {
  const stay = "apartment=pberg&arrival=2030-01-10&departure=2030-01-14&adults=2&children=0";
  for (const path of [`/api/book?${stay}`, `/api/availability?${stay}`, "/api/book", "/stay.json/../api/book"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
  }
});

test("nginx serves the rules the page's script reads, /stay.json, as JSON", async ({ request }) => {
  const response = await request.get("/stay.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(new URL((await response.json()).engine).origin).toBe("https://booking.smoobu.com");
});
