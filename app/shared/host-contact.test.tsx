import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { operator } from "../content/operator";
import { de } from "../i18n/de";
import { format } from "../i18n/format";
import { I18nProvider } from "../i18n/i18n-context";
import { getSiteMessages } from "../i18n/messages.server";
import { HostContact, hostContacts } from "./host-contact";

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

const contactBase = { email: "stay@kiez-apartments.de", phone: "+49 30 1234 5678" };

describe("hostContacts", () => {
  it("gives mailto: and tel: links, the number reduced to digits and plus", () => {
    expect(hostContacts(contactBase)).toEqual([
      { kind: "email", href: "mailto:stay@kiez-apartments.de", value: "stay@kiez-apartments.de" },
      { kind: "phone", href: "tel:+493012345678", value: "+49 30 1234 5678" },
    ]);
  });

  it.each(["+49 151 2345 6789", "4915123456789"])("adds wa.me with the international digits for %s", (whatsapp) => {
    expect(hostContacts({ ...contactBase, whatsapp }).at(-1)).toEqual({
      kind: "whatsapp",
      href: "https://wa.me/4915123456789",
      value: "+4915123456789",
    });
  });

  it.each([undefined, ""])("has no WhatsApp link when none is configured (%s)", (whatsapp) => {
    expect(hostContacts({ ...contactBase, whatsapp }).map((link) => link.kind)).toEqual(["email", "phone"]);
  });
});
