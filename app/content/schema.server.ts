import { z } from "zod";
import { locales } from "../locales";
import { googleAmenities } from "./google-amenities";
import { amenityIcons } from "./icons";
import { photoRooms } from "./photo-rooms";
import { apartmentPlaceholders, sitePlaceholders } from "./placeholders";

/** The schema of every data file under app/content/, checked at build time (a `.server` module, so zod never reaches the browser). */

const expected = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message);

const text = z.string().trim().min(1, "must not be empty");
const digits = z.string().regex(/^\d+$/, "expected digits");

/** A regular expression rather than a function, so the content editor's field rules (admin/fields.ts) can use it. */
const placeholderNames: readonly string[] = [...apartmentPlaceholders, ...sitePlaceholders];
export const placeholderPattern = new RegExp(`^(?:[^{]|\\{(?!\\w+\\})|\\{(?:${placeholderNames.join("|")})\\})*$`);
const unknownPlaceholder = (names: readonly string[]) => (issue: { input?: unknown }) => {
  const input = typeof issue.input === "string" ? issue.input : "";
  const found = [...input.matchAll(/\{(\w+)\}/g)].find(([, name]) => !names.includes(name!))?.[0];
  return `unknown placeholder${found ? ` ${found}` : ""}; use one of ${names.map((name) => `{${name}}`).join(" ")}`;
};
const copy = text.regex(placeholderPattern, { error: unknownPlaceholder(placeholderNames) });

/** An optional field: absent, or "" (what the content editor saves when a field is cleared). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const withDefault = (schema: z.ZodNumber, value: number) =>
  z.preprocess((given) => (given === "" ? undefined : given), schema.default(value));

const localized = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<(typeof locales)[number], T>);

/** Europe only: the legal texts are German law's. */
const operatorCountries = [
  ...["DE", "AT", "CH", "LI", "NL", "BE", "LU", "FR", "IT", "ES", "PT", "IE", "GB", "DK", "SE", "NO", "FI", "IS"],
  ...["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "GR", "CY", "MT", "EE", "LV", "LT"],
] as const;

export const operatorSchema = z.strictObject({
  brand: text,
  legalName: text,
  street: text,
  postcode: z.string().regex(/^\d{5}$/, "expected a five-digit postcode"),
  city: text,
  country: z.enum(operatorCountries, { error: "expected the country's two-letter code like DE" }),
  email: z.email({ error: expected("expected an e-mail address like hello@your-domain.de") }),
  phone: z.string().regex(/^\+[1-9][\d -]{5,24}\d$/, "expected an international phone number like +49 30 1234567"),
  whatsapp: z
    .string()
    .regex(
      /^(\+?[1-9][\d ]{5,18}\d)?$/,
      'expected the international number of your WhatsApp account like +49 151 12345678, or "" for none',
    )
    .optional(),
  vatId: z.string().regex(/^(DE\d{9})?$/, 'expected a German VAT id like DE123456789, or "" if there is none'),
  siteUrl: z
    .url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: expected("expected an https URL like https://www.your-domain.de"),
    })
    .refine((url) => !url.endsWith("/"), "must not end with a slash"),
  hostName: text,
  hostAddress: text,
  smoobuAccountId: digits,
  /** The provider's booking engine; "" for https://booking.smoobu.com/9A{smoobuAccountId}. */
  bookingEngineUrl: z
    .string()
    .regex(
      /^(https:\/\/booking\.smoobu\.com\/[\w-]+)?$/,
      'expected the booking engine\'s address like https://booking.smoobu.com/9A1234567, or "" for the usual one',
    ),
  hostLanguages: z
    .array(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'expected a language code like "de" or "en-GB"'))
    .min(1, "name at least one language"),
});
export type OperatorConfig = z.infer<typeof operatorSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time like "15:00"');
export const houseSchema = z.strictObject({
  checkIn: time,
  checkOut: time,
  longStayDays: z.number().int().min(1),
  freeCancellationDays: z.number().int().min(0).max(365),
  paymentDueDays: z.number().int().min(0).max(365),
  /** Berlin's Übernachtungsteuer, percent of the net price of a stay (the AGB's {{cityTax}}). */
  cityTaxPercent: z.number().positive().max(50),
  /** The longest stay the apartment pages' date form lets a guest ask for. */
  longestStayNights: z.number().int().min(28).max(548),
  /** What the provider's quoted amount includes (decision 046); no amount is shown until confirmed. */
  quotedPrice: z.strictObject({
    confirmed: z.boolean(),
    cleaningFee: z.number().min(0).max(1000),
    includesCityTax: z.boolean(),
  }),
});
export type HouseRules = z.infer<typeof houseSchema>;

const day = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date written year-month-day, e.g. 2026-11-23");
export const legalDatesSchema = z.strictObject({ agb: day, impressum: day, datenschutz: day });
export type LegalDates = z.infer<typeof legalDatesSchema>;

const siteNames: readonly string[] = [...placeholderNames, "siteName"];
const siteCopy = localized(
  text.regex(new RegExp(`^(?:[^{]|\\{(?!\\w+\\})|\\{(?:${siteNames.join("|")})\\})*$`), {
    error: unknownPlaceholder(siteNames),
  }),
);
const highlight = z.strictObject({ title: siteCopy, text: siteCopy });
/** An apartment's pages have their title and description in its apartment.yaml instead. */
const sitePages = ["home", "booking", "agb", "impressum", "datenschutz"] as const;

export const siteTextsSchema = z.strictObject({
  home: z.strictObject({
    heroTitle: siteCopy,
    heroText: siteCopy,
    apartmentsTitle: siteCopy,
    apartmentsText: siteCopy,
    highlightsTitle: siteCopy,
    highlights: z.strictObject({ selfCheckIn: highlight, longStays: highlight, wifi: highlight, direct: highlight }),
  }),
  footer: z.strictObject({ tagline: siteCopy }),
  pages: z.strictObject(
    Object.fromEntries(
      sitePages.flatMap((page) => [
        [`${page}Title`, siteCopy],
        [`${page}Description`, siteCopy],
      ]),
    ) as Record<`${(typeof sitePages)[number]}${"Title" | "Description"}`, typeof siteCopy>,
  ),
  /** Also the site's link-preview picture. */
  heroPhoto: z
    .string()
    .regex(
      /^[a-z][a-z0-9]*(-[a-z0-9]+)*\/[\w-]+$/,
      'expected an apartment\'s folder and one of its photos, like "pberg/17-zionskirchplatz"',
    ),
});
export type SiteTexts = z.infer<typeof siteTextsSchema>;

/** A branded type, so that no slug passes for a Smoobu id. */
const smoobuId = digits.brand<"SmoobuId">();
export type SmoobuId = z.output<typeof smoobuId>;

export const apartmentSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  /** The booking choice lists apartments by title, not by this order. */
  order: z.number().int().min(1),
  shortName: text,
  district: text,
  sizeSqm: z.number().positive(),
  bedrooms: z.number().int().min(1),
  bathrooms: z.number().int().min(1),
  hasGym: z.boolean(),
  /** Without it, 4: the product's rule for a card without a guest count. */
  guests: withDefault(z.number().int().min(1).max(20), 4),
  address: z.strictObject({ street: text, postcode: z.string().regex(/^\d{5}$/, "must be 5 digits"), city: text }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  imageUrl: optional(text),
  title: localized(text),
  location: localized(text),
  summary: localized(copy),
  features: z.array(localized(copy)).min(1),
  pageTitle: siteCopy,
  pageDescription: siteCopy,
  bookingTitle: siteCopy,
  bookingDescription: siteCopy,
  smoobuId,
  verificationHash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "expected Smoobu's verification hash: 64 characters, digits 0-9 and letters a-f"),
  registrationNumber: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/ -]{3,40}$/, "expected a registration number like 01/Z/AB/012345-24"),
});
export type ApartmentFacts = z.infer<typeof apartmentSchema>;

export const photosSchema = z
  .array(
    z.strictObject({
      // The content editor writes ".jpg"; the rest of the site reads the name without it.
      file: z
        .string()
        .regex(/^[\w-]+(\.jpg)?$/, "must be a .jpg file name of letters, digits, - and _")
        .transform((name) => name.replace(/\.jpg$/, "")),
      alt: localized(text),
      room: z.enum(photoRooms),
    }),
  )
  .min(1, "needs at least one photo");
export type PhotoEntry = z.infer<typeof photosSchema>[number];

/** A missing translation shows the German text (docs/product.md) and the release check lists it. */
const amenityText = z.strictObject({
  de: copy,
  en: optional(copy),
  fr: optional(copy),
  es: optional(copy),
  it: optional(copy),
});
export type AmenityText = z.infer<typeof amenityText>;

const googleFlags = z.partialRecord(z.enum(googleAmenities), z.boolean());
const amenityItem = amenityText.extend({ google: googleFlags.optional(), glance: optional(z.enum(amenityIcons)) });

export const amenitiesSchema = z
  .array(z.strictObject({ icon: z.enum(amenityIcons), title: amenityText, items: z.array(amenityItem).min(1) }))
  .min(1);
export type AmenityGroupEntry = z.infer<typeof amenitiesSchema>[number];

export const surroundingsSchema = z.array(
  /** Any icon other than landmark, park, restaurant, store or train-front shows a default icon. */
  z.strictObject({ icon: text, title: localized(text), description: localized(copy) }),
);
export type SurroundingEntry = z.infer<typeof surroundingsSchema>[number];

export const descriptionSchema = copy;

/** Plain words instead of zod's "Invalid input: expected string, received undefined". */
const plain: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "missing";
  return issue.expected === "string" ? "expected text in quotes" : `expected ${issue.expected}`;
};

/** A field's path as the operator counts: list items from 1, a photo with its file name. */
function fieldPath(path: PropertyKey[], input: unknown): string {
  let value = input;
  return path
    .map((key) => {
      const item: unknown = (value as Record<PropertyKey, unknown> | undefined)?.[key];
      value = item;
      if (typeof key !== "number") return String(key);
      const file = (item as { file?: unknown } | undefined)?.file;
      return typeof file === "string" ? `#${key + 1} (${file})` : `#${key + 1}`;
    })
    .join(".");
}

function describe(issue: z.core.$ZodIssue, input: unknown): string[] {
  const path = fieldPath(issue.path, input);
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => `${path ? `${path}.` : ""}${key}: unknown field`);
  }
  return [`${path || "the file"}: ${issue.message}`];
}

/** The validated value; else throws one line per problem: "app/content/operator.yaml: email: expected …". */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(input, { error: plain });
  if (result.success) return result.data;
  throw new Error(
    result.error.issues
      .flatMap((issue) => describe(issue, input))
      .map((line) => `${file}: ${line}`)
      .join("\n"),
  );
}

export const operatorFile = "app/content/operator.yaml";

export function parseOperator(input: unknown): OperatorConfig {
  return parseWith(operatorSchema, input, operatorFile);
}

/** What only the operator (or an advisor) can confirm: `npm run check:release` lists each entry until it is `confirmed: true`. */
export const toConfirmFile = "app/content/to-confirm.yaml";

const statementPlace = z
  .string()
  .regex(
    /^app\/content\/[\w.*/-]+(?: \(.+\))?$/,
    "expected a file under app/content/, then optionally the part in brackets: app/content/house.yaml (cityTaxPercent)",
  );

export const toConfirmSchema = z.array(
  z.strictObject({
    topic: text,
    what: text,
    why: text,
    where: z.array(statementPlace).min(1, "name at least one file under app/content/"),
    confirmed: z.boolean({ error: expected("expected true or false") }),
  }),
  { error: expected("expected a list of statements, each starting with `- topic:`") },
);
export type StatementToConfirm = z.infer<typeof toConfirmSchema>[number];
