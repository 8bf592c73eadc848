import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyCalendarStyle, watchCalendarStyle } from "./calendar-style";

const drawn = `
  <div class="calendar-header">November 2026</div>
  <table><tbody><tr>
    <td class="blocked">1</td><td class="disabled">2</td><td class="today">3</td><td>4</td>
  </tr></tbody></table>
  <a href="https://www.smoobu.com">Smoobu</a>`;

describe("calendar colours", () => {
  let root: HTMLDivElement;
  beforeEach(() => {
    root = document.createElement("div");
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });

  it("paints the header and blocked dates dark blue on lime, marks today, hides provider links", () => {
    root.innerHTML = drawn;
    applyCalendarStyle(root);
    const header = root.querySelector<HTMLElement>(".calendar-header")!;
    expect(header.style.getPropertyValue("background-color")).toBe("rgb(11, 31, 58)");
    expect(header.style.getPropertyValue("color")).toBe("rgb(220, 249, 138)");
    expect(header.style.getPropertyPriority("background-color")).toBe("important");
    expect(root.querySelector<HTMLElement>(".disabled")!.style.backgroundColor).toBe("rgb(11, 31, 58)");
    expect(root.querySelector<HTMLElement>(".today")!.style.outline).toContain("solid");
    expect(root.querySelector<HTMLElement>("a")!.style.display).toBe("none");
    expect(root.querySelectorAll("td")[3]!.getAttribute("style")).toBeNull();
  });

  it("re-applies the colours when the calendar appears, and stops after 10 s", async () => {
    vi.useFakeTimers();
    const stop = watchCalendarStyle(root);
    root.innerHTML = drawn;
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector<HTMLElement>(".blocked")!.style.backgroundColor).toBe("rgb(11, 31, 58)");

    await vi.advanceTimersByTimeAsync(10_000);
    root.insertAdjacentHTML("beforeend", '<div class="blocked late">9</div>');
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector<HTMLElement>(".late")!.getAttribute("style")).toBeNull();
    stop();
  });
});
