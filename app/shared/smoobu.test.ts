import { describe, expect, it } from "vitest";
import { operator } from "../content/operator";
import { bookingPagePath, bookingToolConfig, calendarConfig, selectionFromPath } from "./smoobu";

describe("booking provider addresses", () => {
  it("gives each language its own calendar URL for the apartment", () => {
    const { smoobuId, verificationHash } = operator.apartments.mitte;
    const config = calendarConfig("fr", "mitte");
    expect(config.url).toBe(`https://login.smoobu.com/fr/cockpit/widget/single-calendar/${smoobuId}`);
    expect(config.verification).toBe(verificationHash);
    expect(config.id).toBe(`smoobuApartment${smoobuId}fr`);
  });

  it("selects by path: /mitte is Bernauer Strasse, /pberg Zionskirchplatz, else all", () => {
    expect(selectionFromPath("/de/booknow/mitte")).toBe("mitte");
    expect(selectionFromPath("/it/booknow/pberg")).toBe("pberg");
    expect(selectionFromPath("/en/booknow")).toBe("all");
    expect(selectionFromPath("/en/booknow/")).toBe("all");
  });

  it("maps a selection back to its path", () => {
    expect(bookingPagePath("all")).toBe("booknow");
    expect(bookingPagePath("pberg")).toBe("booknow/pberg");
  });

  it("gives every selection its own container and account path, in the page language", () => {
    const account = operator.smoobuAccountId;
    const all = bookingToolConfig("es", "all");
    const pberg = bookingToolConfig("es", "pberg");
    expect(all).toEqual({
      containerId: "apartmentIframeAll",
      url: `https://login.smoobu.com/es/booking-tool/iframe/${account}`,
      baseUrl: "https://login.smoobu.com",
    });
    expect(pberg.containerId).toBe(`apartmentIframe${operator.apartments.pberg.smoobuId}`);
    expect(pberg.url).toBe(
      `https://login.smoobu.com/es/booking-tool/iframe/${account}/${operator.apartments.pberg.smoobuId}`,
    );
  });
});
