import { describe, expect, it } from "vitest";
import { hostContacts } from "./host-contacts";

const base = { email: "stay@kiez-apartments.de", phone: "+49 30 1234 5678" };

describe("hostContacts", () => {
  it("gives mailto: and tel: links, the number reduced to digits and plus", () => {
    expect(hostContacts(base)).toEqual([
      { kind: "email", href: "mailto:stay@kiez-apartments.de", value: "stay@kiez-apartments.de" },
      { kind: "phone", href: "tel:+493012345678", value: "+49 30 1234 5678" },
    ]);
  });

  it.each(["+49 151 2345 6789", "4915123456789"])("adds wa.me with the international digits for %s", (whatsapp) => {
    expect(hostContacts({ ...base, whatsapp }).at(-1)).toEqual({
      kind: "whatsapp",
      href: "https://wa.me/4915123456789",
      value: "+4915123456789",
    });
  });

  it.each([undefined, ""])("has no WhatsApp link when none is configured (%s)", (whatsapp) => {
    expect(hostContacts({ ...base, whatsapp }).map((link) => link.kind)).toEqual(["email", "phone"]);
  });
});
