import { z } from "zod";
import { locales } from "../../lib/i18n";
import { amenityIcons } from "./types";

/** Build-time schemas of the apartment data (zod stays out of the browser: only loaders import this). */

const text = z.string().trim().min(1, "must not be empty");
const localized = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<string, T>);

export const factsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  sizeSqm: z.number().positive(),
  bedrooms: z.number().int().min(1),
  bathrooms: z.number().int().min(1),
  hasGym: z.boolean(),
  guests: z.number().int().min(1).max(20).optional(),
  address: z.strictObject({ street: text, postcode: z.string().regex(/^\d{5}$/, "must be 5 digits"), city: text }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  imageUrl: text.optional(),
});

const surroundingSchema = z.strictObject({ title: text, description: text, icon: text });

export const copySchema = z.strictObject({
  title: localized(text),
  location: localized(text),
  summary: localized(text),
  description: localized(text),
  features: localized(z.array(text).min(1)),
  surroundings: localized(z.array(surroundingSchema)),
});

export const amenitiesSchema = z
  .array(z.strictObject({ title: text, icon: z.enum(amenityIcons), items: z.array(text).min(1) }))
  .min(1);

export const photosSchema = z
  .array(
    z.strictObject({
      file: z.string().regex(/^[\w-]+$/, "must be a file name without extension"),
      alt: localized(text),
    }),
  )
  .min(1, "needs at least one photo");

/** Checks `value` against `schema` and returns it, or throws an error naming the file and every wrong field. */
export function parseContent<V>(schema: z.ZodType, value: V, file: string): V {
  const result = schema.safeParse(value);
  if (result.success) return value;
  const lines = result.error.issues.map((issue) => `  ${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`Invalid content:\n${lines.join("\n")}`);
}
