import { z } from "zod";

/** A fact is `value` (null: not known yet, the page says "ask us") and `confirmed` (false: the release check lists it); the editor saves an empty field as "" or []. */
const notKnown = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0) ? null : value;
const orNull = <T extends z.ZodType>(value: T) => z.preprocess(notKnown, value.nullable());

const fact = <T extends z.ZodType>(value: T) =>
  z
    .strictObject({ value: orNull(value), confirmed: z.boolean() })
    .refine((entry) => !(entry.confirmed && (entry as unknown as { value: unknown }).value === null), {
      message: "confirmed: true needs a value (or set confirmed: false)",
    });

export const bedTypes = ["double", "single", "sofaBed", "bunk", "cot"] as const;
export type BedType = (typeof bedTypes)[number];
/** A cot is for a baby and does not count towards the guests. */
export const bedSleeps: Record<BedType, number> = { double: 2, single: 1, sofaBed: 2, bunk: 2, cot: 0 };
export const roomKinds = ["bedroom", "living"] as const;
export const travelModes = ["train", "sbahn", "ubahn", "tram"] as const;

const bed = z.strictObject({
  type: z.enum(bedTypes),
  widthCm: orNull(z.number().int().min(60).max(250)),
  count: z.number().int().min(1).max(6),
});
const room = z.strictObject({ room: z.enum(roomKinds), beds: orNull(z.array(bed).min(1)) });
const leg = z.strictObject({
  mode: z.enum(travelModes),
  lines: z
    .array(z.string().regex(/^[A-Z]{0,3}\d{0,3}$/, 'expected a line as on the signs, like "U2", "M10" or "FEX"'))
    .min(1),
  /** Spelled as the signs spell it ("Bernauer Straße"). */
  to: z.string().trim().min(1, "must not be empty"),
});

export const guestInfoSchema = z.strictObject({
  sleeping: fact(z.array(room).min(1)),
  /** 0: the ground floor; 1: one floor up (German 1. OG). */
  floor: fact(z.number().int().min(0).max(30)),
  lift: fact(z.enum(["yes", "no"])),
  cooling: fact(z.enum(["airConditioning", "fan", "none"])),
  parking: fact(z.enum(["street", "private"])),
  luggage: fact(z.enum(["yes", "onRequest", "no"])),
  fromBer: fact(z.array(leg).min(1)),
  fromHauptbahnhof: fact(z.array(leg).min(1)),
});
export type GuestInfo = z.infer<typeof guestInfoSchema>;
export type Leg = z.infer<typeof leg>;
