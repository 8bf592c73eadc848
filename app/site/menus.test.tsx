import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { operator } from "../content/operator";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { de } from "../i18n/de";
import type { PageMessages } from "../i18n/page-messages";
import { getSiteMessages } from "../i18n/messages.server";
import type { Locale } from "../locales";
import { startMenus } from "./menus.client";
import { I18nProvider } from "../i18n/i18n-context";
import { MobileMenu } from "./mobile-menu";

type MediaListener = (event: { matches: boolean }) => void;
let desktop: { matches: boolean; listeners: Set<MediaListener> };

beforeEach(() => {
  desktop = { matches: false, listeners: new Set() };
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return desktop.matches;
    },
    addEventListener: (_: string, listener: MediaListener) => desktop.listeners.add(listener),
    removeEventListener: (_: string, listener: MediaListener) => desktop.listeners.delete(listener),
  }));
});

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
  // The menus' script, as the page runs it (document listeners; once per test).
  startMenus();
  const dialog = view.container.querySelector("dialog")!;
  // jsdom has no modal dialogs: open and close as the browser would, by the open attribute.
  dialog.showModal = () => dialog.setAttribute("open", "");
  dialog.close = () => dialog.removeAttribute("open");
  return { ...view, dialog };
}

describe("MobileMenu", () => {
  it("is a prerendered modal dialog with the links, opened by the button's invoker command", () => {
    const { dialog } = renderMenu();
    const trigger = screen.getByRole("button", { name: "Open menu" });
    expect(trigger).toHaveAttribute("command", "show-modal");
    expect(trigger).toHaveAttribute("commandfor", dialog.id);
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
    // The close button submits a method=dialog form: the browser closes the dialog, no script.
    const close = screen.getByRole("button", { name: "Close menu", hidden: true });
    expect(close.closest("form")).toHaveAttribute("method", "dialog");
  });

  it("opens as a modal from its button where the browser has no invoker commands (jsdom has none)", async () => {
    const user = userEvent.setup();
    const { dialog } = renderMenu();
    expect("commandForElement" in HTMLButtonElement.prototype).toBe(false);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(dialog).toHaveAttribute("open");
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    const { dialog } = renderMenu();
    dialog.showModal();
    await user.click(screen.getByRole("link", { name: "Mitte" }));
    expect(dialog).not.toHaveAttribute("open");
  });

  it("closes when the window grows to the desktop width", () => {
    const { dialog } = renderMenu();
    dialog.showModal();
    desktop.matches = true;
    desktop.listeners.forEach((listener) => listener({ matches: true }));
    expect(dialog).not.toHaveAttribute("open");
  });

  it("speaks the page language", () => {
    renderMenu("de", getSiteMessages("de"), "/de/pberg");
    expect(screen.getByRole("button", { name: de.nav.openMenu })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PBerg", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: de.nav.home, hidden: true })).toHaveAttribute("href", "/de");
  });
});
