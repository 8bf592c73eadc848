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
import { locales } from "../app/locales";
import { amenityOptions, apartmentOptions, photoOptions, surroundingOptions } from "./apartment-fields";
import { def, toField, toFields, type DecapField, type FieldOptions } from "./fields";
import { fileComments, listField } from "./formats";
import { guestInfoOptions } from "./guest-info-fields";
import { legalPattern } from "./legal-rules";
import { houseOptions, operatorOptions } from "./operator-fields";
import { legalDateOptions, siteTextOptions } from "./site-text-fields";

/**
 * The Decap CMS configuration (/admin/config.yml): rules from the schema (./fields.ts), labels and
 * hints in the *-fields.ts files.
 */
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
