import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import type { Messages } from "../i18n/en";
import type { Locale } from "../i18n/locales";
import { I18nProvider } from "../lib/i18n-context";
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

function renderMenu(locale: Locale = "en", messages: Messages = en, path = `/${locale}`) {
  const Menu = () => (
    <I18nProvider locale={locale} messages={messages}>
      <MobileMenu />
    </I18nProvider>
  );
  const Stub = createRoutesStub([
    { path: "/:lang", Component: Menu },
    { path: "/:lang/:page", Component: Menu },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("MobileMenu", () => {
  it("opens a modal dialog with the links and moves focus into it", async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    // The panel's code loads on first use: the dialog appears a moment later.
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/en"],
      ["Properties", "/en#properties"],
      ["PBerg", "/en/pberg"],
      ["Mitte", "/en/mitte"],
    ]);
  });

  it("closes with Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(await screen.findByRole("link", { name: "Mitte" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the window grows to the desktop width", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    desktop.matches = true;
    await vi.waitFor(() => {
      desktop.listeners.forEach((listener) => listener({ matches: true }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("speaks the page language", async () => {
    const user = userEvent.setup();
    renderMenu("de", de, "/de/pberg");
    await user.click(screen.getByRole("button", { name: de.nav.openMenu }));
    expect(await screen.findByRole("link", { name: de.nav.pberg })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: de.nav.home })).toHaveAttribute("href", "/de");
  });
});
