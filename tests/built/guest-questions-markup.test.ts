import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { builtPage, normal, text } from "./pages";

/**
 * What guests ask before booking, as the build writes it from guest-info.yaml: the sleeping
 * arrangements and ten questions, each a closed `<details>` with its answer inside, so that they
 * open and close without script (decision 012). How they open by tap and keyboard, and how the
 * French lift question breaks into lines, is the browser's question (tests/e2e/guest-questions.spec.ts).
 */
const section = (document: Document, id: string) => document.querySelector(`section[aria-labelledby=${id}]`)!;

describe("the guest questions' markup", () => {
  for (const locale of ["en", "fr"] as const) {
    const words = getMessages(locale).guestQuestions;

    it(`/${locale}/mitte: the sleeping arrangements invite the question; ten questions, closed, filled in`, () => {
      const { document } = builtPage(`/${locale}/mitte`);
      const sleeping = section(document, "sleeping");
      expect(text(sleeping.querySelector("h2"))).toBe(normal(words.sleeping.title));
      // The invitation, the last sentence of the text for beds not known yet (no placeholders).
      expect(text(sleeping)).toContain(normal(words.sleeping.unknown.split(". ").at(-1)!));
      expect(text(sleeping)).not.toMatch(/[{}]/);
      const questions = section(document, "questions");
      expect(text(questions.querySelector("h2"))).toBe(normal(words.title));
      expect(questions.querySelectorAll("details")).toHaveLength(10);
      expect(questions.querySelectorAll("details[open]")).toHaveLength(0);
      const tax = [...questions.querySelectorAll("details")].find((details) =>
        text(details.querySelector("summary")).includes(normal(words.cityTax.question)),
      );
      expect(text(tax)).not.toMatch(/[{}]/);
    });
  }

  it("/de/pberg: a question is HTML: a closed <details> whose answer stands inside it, after its summary", () => {
    const words = getMessages("de").guestQuestions;
    const questions = section(builtPage("/de/pberg").document, "questions");
    const luggage = [...questions.querySelectorAll("details")].filter((details) =>
      text(details.querySelector(":scope > summary")).includes(normal(words.luggage.question)),
    );
    expect(luggage).toHaveLength(1);
    expect(luggage[0]!.hasAttribute("open")).toBe(false);
    const answer = [...luggage[0]!.children]
      .filter((child) => child.localName !== "summary")
      .map(text)
      .join(" ");
    expect(answer).toMatch(/15:00/);
  });
});
