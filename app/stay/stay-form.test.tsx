import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getSiteMessages } from "../i18n/messages.server";
import { I18nProvider } from "../i18n/i18n-context";
import type { Locale } from "../locales";
import { StayForm } from "./stay-form";
import { stayParameters } from "./stay-query";

/** The form as a page prerenders it, parsed. */
function built(locale: Locale, props: Parameters<typeof StayForm>[0]) {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} messages={getSiteMessages(locale)}>
      <StayForm {...props} />
    </I18nProvider>,
  );
  document.body.innerHTML = html;
  return { html, form: document.querySelector("form")! };
}

describe("StayForm's markup", () => {
  const words = getSiteMessages("de").dates;

  it("is a GET form to /api/book that sends exactly the stay's parameters, the apartment and language hidden", () => {
    const { form } = built("de", { slug: "mitte", guests: 4, heading: "h2" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/api/book");
    expect(form).toHaveAttribute("data-stay-form");
    const names = [...form.querySelectorAll<HTMLInputElement>("input")].map((input) => input.name);
    expect(names.sort()).toEqual([...stayParameters].sort());
    expect(form.querySelector("input[name=apartment]")).toHaveAttribute("type", "hidden");
    expect(form.querySelector("input[name=apartment]")).toHaveValue("mitte");
    expect(form.querySelector("input[name=lang]")).toHaveValue("de");
    // Nothing else is submitted: the buttons have no name.
    for (const button of form.querySelectorAll("button")) expect(button).not.toHaveAttribute("name");
    expect(form.querySelector("button[type=submit]")).toHaveTextContent(words.submit);
  });

  it("labels every field above it in the page's language; the form is named by its heading", () => {
    const { form } = built("de", { slug: "mitte", guests: 4, heading: "h3" });
    const labels = Object.fromEntries(
      [...form.querySelectorAll("label")].map((label) => [
        form.querySelector(`#${label.htmlFor}`)!.getAttribute("name"),
        label.textContent,
      ]),
    );
    expect(labels).toEqual({
      arrival: words.arrival,
      departure: words.departure,
      adults: words.adults,
      children: `${words.children} ${words.childrenHint}`,
    });
    expect(form.querySelector("h3")).toHaveTextContent(words.title);
    expect(document.getElementById(form.getAttribute("aria-labelledby")!)).toBe(form.querySelector("h3"));
    expect(form.querySelector("[role=status]")).toBeEmptyDOMElement();
    expect(form.querySelector("[role=status] + button + p")).toHaveTextContent(words.continueHint);
  });

  it("bounds the guests by the apartment and writes no date: the script sets the dates' bounds on its day", () => {
    const { html, form } = built("de", { slug: "mitte", guests: 4, heading: "h2" });
    const input = (name: string) => form.querySelector(`input[name=${name}]`)!;
    for (const name of ["arrival", "departure"]) {
      expect(input(name)).toHaveAttribute("type", "date");
      expect(input(name)).toBeRequired();
      for (const attribute of ["min", "max", "value"]) expect(input(name)).not.toHaveAttribute(attribute);
    }
    expect(input("adults")).toHaveAttribute("min", "1");
    expect(input("adults")).toHaveAttribute("max", "4");
    expect(input("adults")).toHaveValue(2);
    expect(input("children")).toHaveAttribute("min", "0");
    expect(input("children")).toHaveAttribute("max", "3");
    expect(input("children")).toHaveValue(0);
    for (const name of ["adults", "children"]) {
      expect(input(name)).toHaveAttribute("type", "number");
      expect(input(name)).toHaveAttribute("inputmode", "numeric");
    }
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // An apartment for one: one adult, no child.
    const single = built("en", { slug: "mitte", guests: 1, heading: "h2" }).form;
    expect(single.querySelector("input[name=adults]")).toHaveValue(1);
    expect(single.querySelector("input[name=children]")).toHaveAttribute("max", "0");
  });

  it("has a close button only where it stands in a popover, which the button hides", () => {
    expect(
      built("en", { slug: "pberg", guests: 6, heading: "h3" }).form.querySelector("button[type=button]"),
    ).toBeNull();
    const close = built("en", { slug: "pberg", guests: 6, heading: "h2", closes: "booking-card" }).form.querySelector(
      "button[type=button]",
    )!;
    expect(close).toHaveAttribute("popovertarget", "booking-card");
    expect(close).toHaveAttribute("popovertargetaction", "hide");
    expect(close).toHaveAttribute("aria-label", getSiteMessages("en").dates.close);
  });
});
