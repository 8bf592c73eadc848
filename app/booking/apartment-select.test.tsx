import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApartmentSelect } from "./apartment-select";
import { en } from "../i18n/en";
import { I18nProvider } from "../i18n/i18n-context";
import { getSiteMessages } from "../i18n/messages.server";
import type { BookingSelection } from "../shared/smoobu";
import { settleMs, startBookingSelect } from "./apartment-select.client";

const apartments = [
  { slug: "mitte", title: "Bernauer Strasse" },
  { slug: "pberg", title: "Zionskirchplatz" },
];

/** The select as the booking page of `start` has it, with its script: the pages it loads. */
function renderSelect(start: BookingSelection = "all") {
  const loaded: string[] = [];
  render(
    <I18nProvider locale="en" messages={getSiteMessages("en")}>
      <ApartmentSelect texts={en.booking} value={start} apartments={apartments} />
    </I18nProvider>,
  );
  startBookingSelect((href) => loaded.push(href));
  const select = screen.getByRole<HTMLSelectElement>("combobox", { name: en.booking.selectLabel });
  // What Chromium does for an arrow key on a closed select: the key, then the change at once.
  const step = (choice: BookingSelection) => {
    fireEvent.keyDown(select, { key: "ArrowDown" });
    fireEvent.change(select, { target: { value: choice } });
  };
  return { select, loaded, step };
}

describe("the booking page's apartment choice", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads a choice picked from the list at once", () => {
    const { select, loaded } = renderSelect();
    fireEvent.change(select, { target: { value: "mitte" } });
    expect(loaded).toEqual(["/en/booknow/mitte#apartment-select"]);
    expect(select.value).toBe("mitte");
  });

  it("loads only the option the arrow keys stop at, once the guest pauses", () => {
    const { select, loaded, step } = renderSelect();
    step("mitte");
    act(() => vi.advanceTimersByTime(settleMs / 2));
    step("pberg");
    expect(select.value).toBe("pberg");
    act(() => vi.advanceTimersByTime(settleMs - 1));
    expect(loaded).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(loaded).toEqual(["/en/booknow/pberg#apartment-select"]);
    expect(select.value).toBe("pberg");
  });

  it("loads the keyboard's choice once, also when the guest leaves the select before the pause ends", () => {
    const { select, loaded, step } = renderSelect();
    step("mitte");
    step("pberg");
    fireEvent.blur(select);
    act(() => vi.advanceTimersByTime(settleMs * 3));
    expect(loaded).toEqual(["/en/booknow/pberg#apartment-select"]);
  });

  it("loads nothing when the keys come back to the apartment already shown", () => {
    const { loaded, step } = renderSelect("mitte");
    step("pberg");
    step("mitte");
    act(() => vi.advanceTimersByTime(settleMs));
    expect(loaded).toEqual([]);
  });
});
