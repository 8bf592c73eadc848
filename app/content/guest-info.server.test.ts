import { describe, expect, it } from "vitest";
import { guestInfoSchema } from "./guest-info.server";
import { loadApartment } from "./load.server";
import { parseWith } from "./schema.server";

const file = "app/content/apartments/pberg/guest-info.yaml";
const shipped = () => structuredClone(loadApartment("pberg").guestInfo);
const parse = (input: unknown) => parseWith(guestInfoSchema, input, file);

describe("guest-info.yaml", () => {
  it("reads the shipped files: facts not known yet are null and not confirmed", () => {
    for (const slug of ["pberg", "mitte"] as const) {
      const info = loadApartment(slug).guestInfo;
      expect(info.floor).toEqual({ value: null, confirmed: false });
      expect(info.sleeping.value?.filter((room) => room.room === "bedroom")).toHaveLength(2);
    }
  });

  it("rejects a confirmed fact without a value, naming the field", () => {
    expect(() => parse({ ...shipped(), floor: { value: null, confirmed: true } })).toThrow(
      `${file}: floor: confirmed: true needs a value`,
    );
  });

  it("rejects unknown values, missing facts and stray fields, each with its path", () => {
    expect(() => parse({ ...shipped(), parking: { value: "garage", confirmed: false } })).toThrow(
      `${file}: parking.value:`,
    );
    const { lift: _lift, ...withoutLift } = shipped();
    expect(() => parse(withoutLift)).toThrow(`${file}: lift: missing`);
    expect(() => parse({ ...shipped(), pool: { value: true, confirmed: true } })).toThrow(
      `${file}: pool: unknown field`,
    );
    const bed = { type: "waterbed", widthCm: 160, count: 1 };
    expect(() =>
      parse({ ...shipped(), sleeping: { value: [{ room: "bedroom", beds: [bed] }], confirmed: false } }),
    ).toThrow(`${file}: sleeping.value.#1.beds.#1.type:`);
    const leg = { mode: "ferry", lines: ["F10"], to: "Wannsee" };
    expect(() => parse({ ...shipped(), fromBer: { value: [leg], confirmed: false } })).toThrow(
      `${file}: fromBer.value.#1.mode:`,
    );
    expect(() =>
      parse({ ...shipped(), fromBer: { value: [{ mode: "ubahn", lines: ["U 2"], to: "X" }], confirmed: false } }),
    ).toThrow(`${file}: fromBer.value.#1.lines.#1: expected a line as on the signs`);
  });
});
