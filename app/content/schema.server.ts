import { z } from "zod";
import { locales } from "../locales";
import { googleAmenities } from "./google-amenities";
import { amenityIcons } from "./icons";
import { photoRooms } from "./photo-rooms";
import { apartmentPlaceholders, sitePlaceholders } from "./placeholders";

/**
 * The one schema of every data file under app/content/: checked once at build time (a `.server`
 * module: zod never reaches the browser), and the source of the content's TypeScript types.
 * A wrong value stops the build with the file and the field named.
 */

/** A format's message, leaving a missing value to the "missing" message below. */
const expected = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message);

const text = z.string().trim().min(1, "must not be empty");
const digits = z.string().regex(/^\d+$/, "expected digits");

/**
 * Text that may name facts: {guests}, {size} …; an unknown placeholder is a typing error. A
 * regular expression rather than a function, so the content editor's field rules can use it
 * (admin/fields.ts): every `{word}` must be a known placeholder, any other brace is text.
 */
const placeholderNames: readonly string[] = [...apartmentPlaceholders, ...sitePlaceholders];
export const placeholderPattern = new RegExp(`^(?:[^{]|\\{(?!\\w+\\})|\\{(?:${placeholderNames.join("|")})\\})*$`);
/** The message for a text with a placeholder not in `names`, quoting the first such one. */
const unknownPlaceholder = (names: readonly string[]) => (issue: { input?: unknown }) => {
  const input = typeof issue.input === "string" ? issue.input : "";
  const found = [...input.matchAll(/\{(\w+)\}/g)].find(([, name]) => !names.includes(name!))?.[0];
  return `unknown placeholder${found ? ` ${found}` : ""}; use one of ${names.map((name) => `{${name}}`).join(" ")}`;
};
const copy = text.regex(placeholderPattern, { error: unknownPlaceholder(placeholderNames) });

/** An optional field: absent, or "" (what the content editor saves when a field is cleared). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
/** A field with a value when it is not given (absent or ""). */
const withDefault = (schema: z.ZodNumber, value: number) =>
  z.preprocess((given) => (given === "" ? undefined : given), schema.default(value));

/** The same field in every language of the site, side by side. */
const localized = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<(typeof locales)[number], T>);

// ---------------------------------------------------------------------------------------------
// app/content/operator.yaml

/** Where the operator may be based: Europe (the legal texts are German law's); the editor offers these. */
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
  // A country code; each language's pages name it (DE: Germany, Deutschland, Allemagne …).
  country: z.enum(operatorCountries, { error: "expected the country's two-letter code like DE" }),
  email: z.email({ error: expected("expected an e-mail address like hello@your-domain.de") }),
  phone: z.string().regex(/^\+[1-9][\d -]{5,24}\d$/, "expected an international phone number like +49 30 1234567"),
  /** WhatsApp: the international number (digits, "+" and spaces allowed); "" or absent: no WhatsApp link. */
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
  /** The languages the host answers guests in (BCP 47 codes: "de", "en", "fr" …), for search engines. */
  hostLanguages: z
    .array(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'expected a language code like "de" or "en-GB"'))
    .min(1, "name at least one language"),
});
export type OperatorConfig = z.infer<typeof operatorSchema>;

// ---------------------------------------------------------------------------------------------
// app/content/house.yaml

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time like "15:00"');
export const houseSchema = z.strictObject({
  checkIn: time,
  checkOut: time,
  longStayDays: z.number().int().min(1),
  freeCancellationDays: z.number().int().min(0).max(365),
  paymentDueDays: z.number().int().min(0).max(365),
  /** Berlin's Übernachtungsteuer, percent of the net price of a stay (the AGB's {{cityTax}}). */
  cityTaxPercent: z.number().positive().max(50),
});
export type HouseRules = z.infer<typeof houseSchema>;

/** legal-dates.yaml: the day each legal page last changed, as 2026-11-23. */
const day = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date written year-month-day, e.g. 2026-11-23");
export const legalDatesSchema = z.strictObject({ agb: day, impressum: day, datenschutz: day });
export type LegalDates = z.infer<typeof legalDatesSchema>;

// ---------------------------------------------------------------------------------------------
// app/content/site-texts.json

/** The site's own texts may also name the brand, {siteName}. */
const siteNames: readonly string[] = [...placeholderNames, "siteName"];
const siteCopy = localized(
  text.regex(new RegExp(`^(?:[^{]|\\{(?!\\w+\\})|\\{(?:${siteNames.join("|")})\\})*$`), {
    error: unknownPlaceholder(siteNames),
  }),
);
const highlight = z.strictObject({ title: siteCopy, text: siteCopy });
/** The pages with a title and a description of their own (app/seo/page-texts.server.ts); an apartment's pages have theirs in its apartment.yaml. */
const sitePages = ["home", "booking", "agb", "impressum", "datenschutz"] as const;

/**
 * site-texts.json: the home page's texts, the footer's tagline and every page's title and
 * description for search engines, in five languages (app/i18n's modules read them).
 */
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
  /** The home page's big photo, also the site's link-preview picture: an apartment's folder and one of its photos. */
  heroPhoto: z
    .string()
    .regex(
      /^[a-z][a-z0-9]*(-[a-z0-9]+)*\/[\w-]+$/,
      'expected an apartment\'s folder and one of its photos, like "pberg/17-zionskirchplatz"',
    ),
});
export type SiteTexts = z.infer<typeof siteTextsSchema>;

// ---------------------------------------------------------------------------------------------
// app/content/apartments/{slug}/*

/** An apartment's id at Smoobu: digits, and a type of its own, so that no slug passes for one. */
const smoobuId = digits.brand<"SmoobuId">();
export type SmoobuId = z.output<typeof smoobuId>;

export const apartmentSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  /** Where the apartment comes in the menus, the footer and on the home page: 1 first (the booking choice lists them by title). */
  order: z.number().int().min(1),
  /** Its name in the header's menu ("PBerg"), and its district in the footer's links. */
  shortName: text,
  district: text,
  sizeSqm: z.number().positive(),
  bedrooms: z.number().int().min(1),
  bathrooms: z.number().int().min(1),
  hasGym: z.boolean(),
  /** Maximum guests; without it, 4 (the product's rule for a card without a guest count). */
  guests: withDefault(z.number().int().min(1).max(20), 4),
  address: z.strictObject({ street: text, postcode: z.string().regex(/^\d{5}$/, "must be 5 digits"), city: text }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The card photo (a file name from photos.yaml); without it the card shows the first photo. */
  imageUrl: optional(text),
  title: localized(text),
  location: localized(text),
  summary: localized(copy),
  features: z.array(localized(copy)).min(1),
  /** Its page's and its booking page's title and description, for search engines and link previews. */
  pageTitle: siteCopy,
  pageDescription: siteCopy,
  bookingTitle: siteCopy,
  bookingDescription: siteCopy,
  smoobuId,
  // Smoobu's calendar verification hash: 64 hexadecimal characters (docs/provider.md).
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
      // A .jpg in ./photos/, written with or without ".jpg" (the content editor writes it); read without.
      file: z
        .string()
        .regex(/^[\w-]+(\.jpg)?$/, "must be a .jpg file name of letters, digits, - and _")
        .transform((name) => name.replace(/\.jpg$/, "")),
      alt: localized(text),
      /** The room it shows; `outside`: the building, the street or the neighbourhood, not the apartment. */
      room: z.enum(photoRooms),
    }),
  )
  .min(1, "needs at least one photo");
export type PhotoEntry = z.infer<typeof photosSchema>[number];

/** Amenity texts are written in German; a missing translation shows the German text (docs/product.md) and the release check lists it. */
const amenityText = z.strictObject({
  de: copy,
  en: optional(copy),
  fr: optional(copy),
  es: optional(copy),
  it: optional(copy),
});
export type AmenityText = z.infer<typeof amenityText>;

/**
 * An amenity as Google's structured data names it, true or false: `google: { petsAllowed: false }`
 * beside "No pets". Only Google's fixed names (./google-amenities.ts).
 */
const googleFlags = z.partialRecord(z.enum(googleAmenities), z.boolean());
/** `glance: wifi`: one of the few amenities shown with this icon above the accordion. */
const amenityItem = amenityText.extend({ google: googleFlags.optional(), glance: optional(z.enum(amenityIcons)) });

export const amenitiesSchema = z
  .array(z.strictObject({ icon: z.enum(amenityIcons), title: amenityText, items: z.array(amenityItem).min(1) }))
  .min(1);
export type AmenityGroupEntry = z.infer<typeof amenitiesSchema>[number];

export const surroundingsSchema = z.array(
  /** icon: landmark, park, restaurant, store or train-front; any other shows a default icon. */
  z.strictObject({ icon: text, title: localized(text), description: localized(copy) }),
);
export type SurroundingEntry = z.infer<typeof surroundingsSchema>[number];

/** description.{lang}.md: Markdown paragraphs (line breaks kept), facts as placeholders. */
export const descriptionSchema = copy;

// ---------------------------------------------------------------------------------------------

/** Plain words instead of zod's "Invalid input: expected string, received undefined". */
const plain: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "missing";
  return issue.expected === "string" ? "expected text in quotes" : `expected ${issue.expected}`;
};

/**
 * A field's path as the operator counts: list items from 1 ("features.#1.en"), a photo with its
 * file name ("#10 (10-living-room-sofa).alt.de").
 */
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

/** The validated operator data; throws one line per problem, e.g. "app/content/operator.yaml: email: expected …". */
export function parseOperator(input: unknown): OperatorConfig {
  return parseWith(operatorSchema, input, operatorFile);
}

// ---------------------------------------------------------------------------------------------
// app/content/to-confirm.yaml

/**
 * What the site states that only the operator (or an advisor) can confirm: legal statements,
 * claims of the texts, walking times. `npm run check:release` lists every entry until it is
 * `confirmed: true` (app/content/release-check.ts). Data the check can judge by itself (placeholders,
 * guest-info.yaml) is not repeated here.
 */
export const toConfirmFile = "app/content/to-confirm.yaml";

/**
 * Where a statement is used: a file under app/content/ or a pattern of files (`*` for any one
 * name), then optionally the part of it in brackets: "app/content/legal/*\/agb.md (section 4)".
 */
const statementPlace = z
  .string()
  .regex(
    /^app\/content\/[\w.*/-]+(?: \(.+\))?$/,
    "expected a file under app/content/, then optionally the part in brackets: app/content/house.yaml (cityTaxPercent)",
  );

export const toConfirmSchema = z.array(
  z.strictObject({
    /** A heading the check groups the statements under ("Privacy policy"). */
    topic: text,
    /** The statement as the site makes it. */
    what: text,
    /** Why it needs confirming, and who or what can confirm it. */
    why: text,
    where: z.array(statementPlace).min(1, "name at least one file under app/content/"),
    confirmed: z.boolean({ error: expected("expected true or false") }),
  }),
  { error: expected("expected a list of statements, each starting with `- topic:`") },
);
export type StatementToConfirm = z.infer<typeof toConfirmSchema>[number];
