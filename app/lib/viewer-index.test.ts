import { describe, expect, it } from "vitest";
import { counterText, nextIndex, previousIndex, wrapIndex } from "./viewer-index";

describe("viewer index", () => {
  it("moves forward and back inside the list", () => {
    expect(nextIndex(0, 18)).toBe(1);
    expect(previousIndex(5, 18)).toBe(4);
  });

  it("wraps from the last photo to the first and back", () => {
    expect(nextIndex(17, 18)).toBe(0);
    expect(previousIndex(0, 18)).toBe(17);
    expect(previousIndex(0, 9)).toBe(8);
  });

  it("keeps any index inside the list", () => {
    expect(wrapIndex(20, 9)).toBe(2);
    expect(wrapIndex(-10, 9)).toBe(8);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("counts from one", () => {
    expect(counterText(0, 18)).toBe("1 / 18");
    expect(counterText(8, 9)).toBe("9 / 9");
    expect(counterText(9, 9)).toBe("1 / 9");
  });
});
