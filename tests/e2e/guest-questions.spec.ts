import { test } from "./fixtures";
import { expectGuestQuestions } from "./guest-questions";
import { decided, phone, pageReady } from "./site";

// French at 375 px (the lift question's line as French sets it, decision 040); English at 1280 px
// is asked on the English carousel test's /en/mitte load (carousel.spec.ts).
test.use({ viewport: phone });

test("/fr/mitte, acting at 375 px: the sleeping arrangements and the lift question as set at 375 and 1280 px; the questions, each opening its answer by tap and by keyboard", async ({
  page,
}) => {
  await page.addInitScript(decided());
  await page.goto("/fr/mitte");
  await pageReady(page);
  await expectGuestQuestions(page, "fr", phone);
});
