import { describe, expect, it } from "vitest";
import { operator } from "../content/operator";
import { apartmentFacts } from "../../tests/content";
import { bookingPagePath, bookingToolConfig, calendarConfig } from "./smoobu";

describe("booking provider addresses", () => {
  it("gives each language its own calendar URL for the apartment", () => {
    const { smoobuId, verificationHash } = apartmentFacts.mitte;
    const config = calendarConfig("fr", apartmentFacts.mitte);
    expect(config.url).toBe(`https://login.smoobu.com/fr/cockpit/widget/single-calendar/${smoobuId}`);
    expect(config.verification).toBe(verificationHash);
    expect(config.id).toBe(`smoobuApartment${smoobuId}fr`);
  });

  it("maps a selection back to its path", () => {
    expect(bookingPagePath("all")).toBe("booknow");
    expect(bookingPagePath("pberg")).toBe("booknow/pberg");
  });

  it("gives every selection its own container and account path, in the page language", () => {
    const account = operator.smoobuAccountId;
    const { smoobuId } = apartmentFacts.pberg;
    const all = bookingToolConfig("es", null);
    const pberg = bookingToolConfig("es", smoobuId);
    expect(all).toEqual({
      containerId: "apartmentIframeAll",
      url: `https://login.smoobu.com/es/booking-tool/iframe/${account}`,
      baseUrl: "https://login.smoobu.com",
    });
    expect(pberg.containerId).toBe(`apartmentIframe${smoobuId}`);
    expect(pberg.url).toBe(`https://login.smoobu.com/es/booking-tool/iframe/${account}/${smoobuId}`);
  });
});
