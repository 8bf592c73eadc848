import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { apartmentFolders, type ApartmentSlug } from "../app/content/load.server";
import {
  amenitiesSchema,
  apartmentSchema,
  descriptionSchema,
  houseSchema,
  legalDatesSchema,
  operatorSchema,
  photosSchema,
  siteTextsSchema,
  surroundingsSchema,
} from "../app/content/schema.server";
import { guestInfoSchema } from "../app/content/guest-info.server";
import { localeNames, locales } from "../app/locales";
import { def, toField, toFields, type DecapField, type FieldOption, type FieldOptions } from "./fields";
import { fileComments, listField } from "./formats";
import { guestInfoOptions } from "./guest-info-fields";
import { legalPattern } from "./legal-rules";
import { siteTextOptions } from "./site-text-fields";

/** The Decap CMS configuration (/admin/config.yml): rules from the schema (./fields.ts), labels here. */
export type Backend =
  | { kind: "local"; proxyUrl: string }
  | {
      kind: "github";
      repo: string;
      branch: string;
      /** The login's origin when it is not the site's own (then admin/main.ts gives the page's). */
      baseUrl?: string;
      authEndpoint: string;
      /** Another REST API root than https://api.github.com (the tests' fake GitHub). */
      apiRoot?: string;
    };

const served = (url: URL) =>
  url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost"].includes(url.hostname));

/** Online editing from the build's environment (CMS_GITHUB_REPO …, decision 027); none: no /admin. */
export function githubBackend(
  env: Record<string, string | undefined>,
): Extract<Backend, { kind: "github" }> | undefined {
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_GITHUB_REPO: expected owner/name, got "${repo}"`);
  const baseUrl = env.CMS_AUTH_URL?.trim().replace(/\/+$/, "") || undefined;
  if (baseUrl && !/^https:\/\/[^/\s]+$/.test(baseUrl)) {
    throw new Error(`CMS_AUTH_URL: expected https://host of the login, got "${baseUrl}"`);
  }
  const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim().replace(/^\/+|\/+$/g, "") || "api/auth";
  const apiRoot = env.CMS_GITHUB_API_ROOT?.trim().replace(/\/+$/, "") || undefined;
  if (apiRoot && !(URL.canParse(apiRoot) && served(new URL(apiRoot)) && !/[?#]/.test(apiRoot))) {
    throw new Error(`CMS_GITHUB_API_ROOT: expected an https address of a GitHub API, got "${apiRoot}"`);
  }
  return {
    kind: "github",
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    ...(baseUrl ? { baseUrl } : {}),
    authEndpoint,
    ...(apiRoot ? { apiRoot } : {}),
  };
}

const contentDir = "app/content";
const yamlFormat = "content-yaml";
const markdownFormat = "markdown-body";

const labels: Record<string, string> = { ...localeNames };
const eachLanguage = (path: string, option: FieldOption) =>
  Object.fromEntries(locales.map((locale) => [`${path}.${locale}`, option]));
const longText: FieldOption = { widget: "text" };

const apartmentOptions: FieldOptions = {
  labels,
  paths: {
    // The identifier search engines know the apartment by: not the operator's to change.
    id: { label: "Id", widget: "hidden" },
    order: {
      label: "Place in lists",
      hint: "1 comes first in the menus, the footer and on the home page (the booking choice lists the apartments by title).",
      min: 1,
    },
    shortName: { label: "Name in the menu", hint: 'Short: the header\'s menu shows it, e.g. "PBerg".' },
    district: { label: "Name in the footer", hint: 'The district, e.g. "Prenzlauer Berg".' },
    sizeSqm: { label: "Size in m²", min: 1 },
    bedrooms: { label: "Bedrooms" },
    bathrooms: { label: "Bathrooms" },
    hasGym: { label: "Gym in the building" },
    // The schema allows none, but the house rules name every apartment's maximum.
    guests: { label: "Maximum guests", required: true },
    address: { label: "Address" },
    "address.street": { label: "Street and number" },
    "address.postcode": { label: "Postcode" },
    "address.city": { label: "City" },
    lat: { label: "Latitude (map)" },
    lng: { label: "Longitude (map)" },
    imageUrl: {
      label: "Card photo",
      hint: "A photo's file name from Photos without .jpg, e.g. 04-kitchen. Empty: the first photo.",
      pattern: ["^[\\w-]+$", "a photo's file name without .jpg, e.g. 04-kitchen"],
    },
    title: { label: "Title" },
    location: { label: "Location line" },
    summary: { label: "Card summary", hint: "Figures as placeholders: {size}, {bedrooms}, {guests} …" },
    ...eachLanguage("summary", longText),
    features: { label: "Highlights", summary: "{{fields.en}}" },
    pageTitle: { label: "Page title (search engines)" },
    pageDescription: {
      label: "Page description (search engines)",
      hint: "About 150 characters; placeholders allowed.",
    },
    ...eachLanguage("pageDescription", longText),
    bookingTitle: { label: "Booking page title (search engines)" },
    bookingDescription: { label: "Booking page description (search engines)" },
    ...eachLanguage("bookingDescription", longText),
    smoobuId: { label: "Smoobu apartment id" },
    verificationHash: {
      label: "Calendar verification hash",
      hint: 'From the calendar\'s embed code: data-verification="…"',
    },
    registrationNumber: { label: "Berlin registration number" },
  },
};

const photoOptions: FieldOptions = {
  labels,
  paths: {
    [listField]: { label: "Photos", summary: "{{fields.file}}", hint: "In display order; drag to reorder." },
    [`${listField}.*.file`]: {
      label: "Photo",
      widget: "image",
      media_folder: "photos",
      public_folder: "",
      choose_url: false,
      pattern: ["^[\\w-]+\\.jpg$", "a .jpg photo whose name has only letters, digits, - and _ (rename it first)"],
    },
    [`${listField}.*.alt`]: { label: "What it shows (alt text)" },
    [`${listField}.*.room`]: {
      label: "Room",
      hint: "What the photo shows: the photo grid has one tile per room. outside: the building, the street or the neighbourhood; search engines get only the other photos (Google wants 8 of the apartment).",
    },
  },
};

const amenityOptions: FieldOptions = {
  labels,
  paths: {
    [listField]: { label: "Amenity groups", summary: "{{fields.title.de}}" },
    [`${listField}.*.icon`]: { label: "Icon" },
    [`${listField}.*.title`]: {
      label: "Group",
      hint: "German is required; a missing translation shows the German text.",
    },
    [`${listField}.*.items`]: { label: "Amenities", summary: "{{fields.de}}" },
    [`${listField}.*.items.*.google`]: {
      label: "For search engines (Google's amenity names)",
      hint: 'Switch a name on for yes; on and off again saves no (petsAllowed under "No pets"). Names left alone are not saved. Only what is true for the apartment.',
      collapsed: true,
    },
    [`${listField}.*.items.*.glance`]: {
      label: "At a glance (its icon)",
      hint: "Pick an icon for the 6 to 8 amenities that matter most: they appear with it above the groups. Leave the others empty.",
    },
  },
};

const surroundingOptions: FieldOptions = {
  labels,
  paths: {
    [listField]: { label: "Places nearby", summary: "{{fields.title.en}}" },
    [`${listField}.*.icon`]: {
      label: "Icon",
      widget: "select",
      options: ["landmark", "park", "restaurant", "store", "train-front"],
    },
    [`${listField}.*.title`]: { label: "Name" },
    [`${listField}.*.description`]: { label: "Description" },
    ...eachLanguage(`${listField}.*.description`, longText),
  },
};

const operatorOptions: FieldOptions = {
  labels,
  paths: {
    brand: { label: "Brand (header, footer, browser tab)" },
    legalName: { label: "Legal name (Impressum)" },
    street: { label: "Street and number" },
    postcode: { label: "Postcode" },
    city: { label: "City" },
    country: { label: "Country", hint: "Its code, e.g. DE: each language names it (Germany, Allemagne …)" },
    email: { label: "E-mail" },
    phone: { label: "Phone", hint: "International format, e.g. +49 30 1234567" },
    whatsapp: {
      label: "WhatsApp number",
      hint: "International format, e.g. +49 151 12345678; empty for no WhatsApp link",
    },
    vatId: {
      label: "VAT id",
      hint: "DE and nine digits; empty if you have none (the Impressum then leaves out its VAT section)",
    },
    siteUrl: {
      label: "Site address",
      hint: "https://…, no slash at the end",
      pattern: [
        "^https://(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}(?::\\d{1,5})?(?:/\\S*[^\\s/])?$",
        "expected an https URL like https://www.your-domain.de, no slash at the end",
      ],
    },
    hostName: { label: "Web host (privacy policy)" },
    hostAddress: { label: "Web host's address" },
    smoobuAccountId: {
      label: "Smoobu account id",
      hint: "From the booking tool's embed code: booking-tool/iframe/{account id}",
    },
    bookingEngineUrl: {
      label: "Booking engine address",
      hint: "Empty for the usual one (https://booking.smoobu.com/9A and the account id); name it only if Smoobu gave your account another",
    },
    hostLanguages: {
      label: "Languages you answer guests in",
      hint: "Language codes, one per line: de, en, fr, es, it … (search engines show them).",
    },
    "hostLanguages.*": { label: "Language code" },
  },
};

const houseOptions: FieldOptions = {
  labels,
  paths: {
    checkIn: { label: "Check-in from", hint: "24-hour clock, e.g. 15:00" },
    checkOut: { label: "Check-out by", hint: "24-hour clock, e.g. 11:00" },
    longStayDays: { label: "Long stays from (nights)" },
    freeCancellationDays: {
      label: "Free cancellation until (days before arrival)",
      hint: "The booking pages and the AGB (section 5) follow",
    },
    paymentDueDays: {
      label: "Payment due (days before arrival)",
      hint: "The booking pages and the AGB (section 3) follow",
    },
    cityTaxPercent: {
      label: "City tax (% of the net price)",
      min: 0.1,
      hint: "Berlin's Übernachtungsteuer, 7.5 since 2025. The apartment pages' questions and the AGB (section 4) follow",
    },
    longestStayNights: { label: "Longest stay guests can ask for (nights)", hint: "28 to 548" },
    quotedPrice: {
      label: "What Smoobu's price includes",
      hint: "Until confirmed, the pages show no amount (docs/operating.md, Prices)",
    },
    "quotedPrice.confirmed": { label: "Confirmed against a real checkout" },
    "quotedPrice.cleaningFee": { label: "Cleaning fee to add (euros)", hint: "0 when Smoobu's price includes it" },
    "quotedPrice.includesCityTax": { label: "Smoobu's price includes the city tax" },
  },
};

const updatedHint = "The day you last changed this page's text, as year-month-day: 2026-11-23";
const legalDateOptions: FieldOptions = {
  labels,
  paths: {
    agb: { label: "House rules & terms (AGB)", hint: updatedHint },
    impressum: { label: "Legal notice (Impressum)", hint: updatedHint },
    datenschutz: { label: "Privacy policy (Datenschutz)", hint: updatedHint },
  },
};

/** The file's comments, so saving from the editor keeps them. */
function withComments(fields: DecapField[], file: string, root: string): DecapField[] {
  const path = join(root, file);
  const comments = existsSync(path) ? fileComments(readFileSync(path, "utf8")) : {};
  return fields.map((field) => (comments[field.name] ? { ...field, comment: comments[field.name] } : field));
}

type Schema = Parameters<typeof toFields>[0];

function yamlFile(name: string, label: string, file: string, schema: Schema, options: FieldOptions, root: string) {
  const list = def(schema).type === "array";
  const fields = list ? [toField(listField, schema, listField, options)] : toFields(schema, "", options);
  return { name, label, file, fields: withComments(fields, file, root) };
}

function apartment(slug: ApartmentSlug, title: string, root: string) {
  const dir = `${contentDir}/apartments/${slug}`;
  return {
    name: slug,
    label: title,
    format: yamlFormat,
    extension: "yaml",
    editor: { preview: false },
    files: [
      yamlFile("apartment", "Facts and short texts", `${dir}/apartment.yaml`, apartmentSchema, apartmentOptions, root),
      yamlFile("photos", "Photos", `${dir}/photos.yaml`, photosSchema, photoOptions, root),
      yamlFile("amenities", "Amenities", `${dir}/amenities.yaml`, amenitiesSchema, amenityOptions, root),
      yamlFile(
        "surroundings",
        "Places nearby",
        `${dir}/surroundings.yaml`,
        surroundingsSchema,
        surroundingOptions,
        root,
      ),
      yamlFile("guest-info", "Questions guests ask", `${dir}/guest-info.yaml`, guestInfoSchema, guestInfoOptions, root),
    ],
  };
}

const markdownField = (label: string, hint: string, pattern?: [string, string]): DecapField => ({
  ...toField("body", descriptionSchema, "body", { labels: { body: label }, paths: {} }),
  ...(pattern ? { pattern } : {}),
  widget: "markdown",
  modes: ["raw"],
  hint,
  i18n: true,
});

const markdownCollection = (name: string, label: string, folder: string, i18n: object, field: DecapField) => ({
  name,
  label,
  folder,
  format: markdownFormat,
  extension: "md",
  create: false,
  delete: false,
  identifier_field: "body",
  summary: "{{slug}}",
  i18n,
  fields: [field],
});

function readFacts(file: string): { title?: { en?: unknown }; order?: unknown } {
  try {
    const facts: unknown = parse(readFileSync(file, "utf8"));
    return facts && typeof facts === "object" ? facts : {};
  } catch {
    return {};
  }
}

/** Reads an apartment's title and order only, unchecked: the editor mends what the build refuses. */
export function cmsConfig(backend: Backend, root = "."): Record<string, unknown> {
  const apartments = apartmentFolders(join(root, contentDir, "apartments")).map((slug) => {
    const file = join(root, contentDir, "apartments", slug, "apartment.yaml");
    const facts = readFacts(file);
    const title = typeof facts.title?.en === "string" ? facts.title.en : undefined;
    return {
      slug,
      title: title ? `${title} (${slug})` : slug,
      order: typeof facts.order === "number" ? facts.order : 0,
    };
  });
  apartments.sort((a, b) => a.order - b.order);
  const slugs = apartments.map(({ slug }) => slug);
  const titles = Object.fromEntries(apartments.map(({ slug, title }) => [slug, title]));
  return {
    backend:
      backend.kind === "local"
        ? { name: "proxy", proxy_url: backend.proxyUrl, branch: "main" }
        : {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
            auth_endpoint: backend.authEndpoint,
            ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
          },
    // Only the Media tab's, which the site does not read; photos go to each apartment's photos/.
    media_folder: `${contentDir}/uploads`,
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: "en" },
    collections: [
      ...slugs.map((slug) => apartment(slug, titles[slug]!, root)),
      ...slugs.map((slug) =>
        markdownCollection(
          `${slug}-description`,
          `${titles[slug]}: description`,
          `${contentDir}/apartments/${slug}`,
          { structure: "multiple_files" },
          markdownField(
            "Description",
            "A blank line starts a new paragraph. Figures as placeholders: {size}, {guests} …",
          ),
        ),
      ),
      markdownCollection(
        "legal",
        "Legal pages (AGB, Datenschutz, Impressum)",
        `${contentDir}/legal`,
        {
          structure: "multiple_folders",
          locales: ["de", ...locales.filter((locale) => locale !== "de")],
          default_locale: "de",
        },
        markdownField(
          "Text",
          "German is binding: change the other languages the same way. ## for sections, never a single #. Your data as {{tokens}}.",
          legalPattern,
        ),
      ),
      {
        name: "site",
        label: "Site texts",
        format: "json",
        extension: "json",
        editor: { preview: false },
        files: [
          yamlFile(
            "site-texts",
            "Home page, footer, page titles",
            `${contentDir}/site-texts.json`,
            siteTextsSchema,
            siteTextOptions,
            root,
          ),
        ],
      },
      {
        name: "business",
        label: "Business data and house rules",
        format: yamlFormat,
        extension: "yaml",
        editor: { preview: false },
        files: [
          yamlFile(
            "operator",
            "Business data, Smoobu account",
            `${contentDir}/operator.yaml`,
            operatorSchema,
            operatorOptions,
            root,
          ),
          yamlFile("house", "House rules: times", `${contentDir}/house.yaml`, houseSchema, houseOptions, root),
          yamlFile(
            "legal-dates",
            "Legal pages: last updated",
            `${contentDir}/legal-dates.yaml`,
            legalDatesSchema,
            legalDateOptions,
            root,
          ),
        ],
      },
    ],
  };
}

export function cmsConfigYaml(backend: Backend): string {
  return `# Generated by admin/config.ts from the content schema; do not edit.\n${stringify(cmsConfig(backend), { lineWidth: 0 })}`;
}
