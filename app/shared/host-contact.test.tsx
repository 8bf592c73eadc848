import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { operator } from "../content/operator";
import { de } from "../i18n/de";
import { format } from "../i18n/format";
import { I18nProvider } from "../i18n/i18n-context";
import { getSiteMessages } from "../i18n/messages.server";
import { HostContact } from "./host-contact";

const renderIn = () =>
  render(
    <I18nProvider locale="de" messages={getSiteMessages("de")}>
      <HostContact />
    </I18nProvider>,
  );

const whatsapp = `https://wa.me/${operator.whatsapp!.replace(/\D/g, "")}`;

describe("HostContact", () => {
  it("spells out the address and number, in the page language", () => {
    renderIn();
    expect(screen.getByRole("link", { name: format(de.embed.emailUs, { email: operator.email }) })).toHaveAttribute(
      "href",
      `mailto:${operator.email}`,
    );
    expect(screen.getByRole("link", { name: format(de.embed.callUs, { phone: operator.phone }) })).toHaveAttribute(
      "href",
      `tel:${operator.phone.replace(/[^\d+]/g, "")}`,
    );
    const wa = screen.getByRole("link", { name: new RegExp(`^${de.contact.whatsappUs}`) });
    expect(wa).toHaveAttribute("href", whatsapp);
    expect(wa).toHaveAttribute("target", "_blank");
    expect(wa).toHaveAccessibleName(`${de.contact.whatsappUs} ${de.home.opensInNewTab}`);
  });
});
