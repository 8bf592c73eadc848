import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { operator } from "../content/operator";
import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import type { PageMessages } from "../i18n/page-messages";
import { getSiteMessages } from "../i18n/messages.server";
import type { Locale } from "../locales";
import { I18nProvider } from "../i18n/i18n-context";
import { MobileMenu } from "./mobile-menu";

function renderMenu(locale: Locale = "en", messages: PageMessages = getSiteMessages(locale), path = `/${locale}`) {
  const Menu = () => (
    <I18nProvider locale={locale} messages={messages}>
      <MobileMenu />
    </I18nProvider>
  );
  const Stub = createRoutesStub([
    { path: "/:lang", Component: Menu },
    { path: "/:lang/:page", Component: Menu },
  ]);
  const view = render(<Stub initialEntries={[path]} />);
  return { ...view, dialog: view.container.querySelector("dialog")! };
}

// What the drawer does once open (focus in, Escape, a tap outside, Tab out, a chosen link, the
// breakpoint) is the browser's and its script's: jsdom has no popovers, so
// tests/e2e/header-footer.spec.ts asks Chromium, and tests/browsers the other engines.
describe("MobileMenu", () => {
  it("is a prerendered popover with the links, opened by its button without script", () => {
    const { dialog } = renderMenu();
    const trigger = screen.getByRole("button", { name: "Open menu" });
    expect(dialog).toHaveAttribute("popover", "auto");
    expect(trigger).toHaveAttribute("popovertarget", dialog.id);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)).toHaveTextContent("Menu");
    expect(dialog).not.toHaveAttribute("open");
    const links = within(screen.getByRole("navigation", { hidden: true }))
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/en"],
      ["Properties", "/en#properties"],
      ["PBerg", "/en/pberg"],
      ["Mitte", "/en/mitte"],
    ]);
    // Below the links, the host's contacts (app/content/operator.yaml).
    const hrefs = screen.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"));
    expect(hrefs.slice(4)).toEqual([
      `mailto:${operator.email}`,
      `tel:${operator.phone.replace(/[^\d+]/g, "")}`,
      `https://wa.me/${operator.whatsapp!.replace(/\D/g, "")}`,
    ]);
    // The close button hides the popover, no script.
    const close = screen.getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("popovertarget", dialog.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("speaks the page language", () => {
    renderMenu("de", getSiteMessages("de"), "/de/pberg");
    expect(screen.getByRole("button", { name: de.nav.openMenu })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PBerg", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: de.nav.home, hidden: true })).toHaveAttribute("href", "/de");
  });
});
