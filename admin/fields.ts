import type { z } from "zod";
import { localeNames, locales } from "../app/locales";

/** Decap fields from the zod schema: a check it cannot translate needs its rule by hand, so the editor keeps up. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  comment?: string;
  /** Decap tests `new RegExp(pattern[0]).test(value)` and shows pattern[1] when it fails. */
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  modes?: string[];
  i18n?: boolean;
}

/** What the options may set for a field, by its path ("features.*.en"). */
export type FieldOption = Partial<Omit<DecapField, "name" | "fields" | "field">>;

export interface FieldOptions {
  labels: Record<string, string>;
  /** By path; wins over the generated values. */
  paths: Record<string, FieldOption>;
}

/** Labels of the fields named by a language code ("en": "English"), in every file. */
export const languageNames: Record<string, string> = { ...localeNames };
/** A long text's field in each language (a text area, not a line), for `path`. */
export const longText = (path: string): Record<string, FieldOption> =>
  Object.fromEntries(locales.map((locale) => [`${path}.${locale}`, { widget: "text" }]));

type Schema = z.core.$ZodType;

/** zod's definitions, as "Zod Core" documents them: its JSON Schema export drops the checks' messages. */
export const def = (schema: Schema) => (schema as z.core.$ZodTypes | z.core.$ZodStringFormatTypes)._zod.def;
const checkDef = (check: z.core.$ZodCheck<never>) => (check as z.core.$ZodChecks)._zod.def;

function unwrap(schema: Schema): { schema: Schema; optional: boolean; nullable?: boolean } {
  const d = def(schema);
  if (d.type === "optional") return { schema: unwrap(d.innerType).schema, optional: true };
  if (d.type === "default") return { schema: unwrap(d.innerType).schema, optional: true };
  if (d.type === "nullable") return { schema: unwrap(d.innerType).schema, optional: true, nullable: true };
  if (d.type === "pipe") {
    return unwrap(def(d.in).type === "transform" ? d.out : d.in);
  }
  return { schema, optional: false };
}

const patternOf = (regex: RegExp, path: string) => {
  if (regex.flags) throw new Error(`${path}: the pattern ${regex} has flags; Decap patterns cannot`);
  return regex.source;
};

function messageOf(check: { error?: unknown }): string {
  const error = check.error as ((issue: { input: string }) => string | undefined) | undefined;
  return error?.({ input: "x" }) ?? "invalid";
}

function combine(rules: [string, string][]): [string, string] | undefined {
  if (rules.length <= 1) return rules[0];
  const source = `^${rules.map(([pattern]) => `(?=[\\s\\S]*?(?:${pattern}))`).join("")}`;
  return [source, rules.map(([, message]) => message).join("; ")];
}

function stringRules(schema: Schema, path: string, own: FieldOption): FieldOption {
  if (own.pattern) return { widget: "string" };
  const d = def(schema);
  const rules: [string, string][] = [];
  if (d.type === "string" && "format" in d) {
    if (!(d.pattern instanceof RegExp)) throw new Error(`${path}: the ${d.format} rule needs a pattern by hand`);
    rules.push([patternOf(d.pattern, path), messageOf(d)]);
  }
  for (const check of d.checks ?? []) {
    const c = checkDef(check);
    if (c.check === "overwrite")
      continue; // trim: the \S rule below refuses blank text
    else if (c.check === "min_length" && c.minimum === 1) rules.push(["\\S", "must not be empty"]);
    else if (c.check === "string_format" && c.pattern instanceof RegExp)
      rules.push([patternOf(c.pattern, path), messageOf(c)]);
    else throw new Error(`${path}: the schema's ${c.check} rule needs a pattern by hand`);
  }
  const emptyAllowed = rules.every(([pattern]) => new RegExp(pattern).test(""));
  return { widget: "string", pattern: combine(rules), ...(emptyAllowed ? { required: false } : {}) };
}

function numberRules(schema: Schema, path: string, own: FieldOption): FieldOption {
  const rules: FieldOption = { widget: "number", value_type: "float" };
  for (const check of def(schema).checks ?? []) {
    const c = checkDef(check);
    if (c.check === "number_format") rules.value_type = "int";
    else if (c.check === "greater_than" && c.inclusive) rules.min = Number(c.value);
    else if (c.check === "less_than" && c.inclusive) rules.max = Number(c.value);
    else if (c.check === "greater_than" && own.min !== undefined) continue;
    else if (c.check === "less_than" && own.max !== undefined) continue;
    else throw new Error(`${path}: the schema's ${c.check} rule needs a min or max by hand`);
  }
  return rules;
}

function label(name: string, path: string, options: FieldOptions): string {
  const found = options.paths[path]?.label ?? options.labels[name];
  if (!found) throw new Error(`${path}: no label (admin/config.ts)`);
  return found;
}

export function toField(name: string, source: Schema, path: string, options: FieldOptions): DecapField {
  const { schema, optional, nullable } = unwrap(source);
  const d = def(schema);
  const own = options.paths[path] ?? {};
  const base = { name, label: label(name, path, options), required: !optional };
  let generated: FieldOption & { fields?: DecapField[]; field?: DecapField };
  if (d.type === "string") generated = stringRules(schema, path, own);
  else if (d.type === "number") generated = numberRules(schema, path, own);
  else if (d.type === "boolean") generated = { widget: "boolean", required: false };
  else if (d.type === "enum") generated = { widget: "select", options: Object.values(d.entries).map(String) };
  else if (d.type === "object") generated = { widget: "object", fields: toFields(schema, path, options) };
  else if (d.type === "array") {
    generated = listRules(d, path, options);
    // The schema reads an empty list as null ("not known yet").
    if (nullable) generated = { ...generated, required: false, min: undefined };
  } else if (d.type === "record") generated = { widget: "object", fields: recordFields(d, path, options) };
  else throw new Error(`${path}: no editor field for a zod ${d.type}`);
  return { ...base, ...generated, ...own } as DecapField;
}

function listRules(d: z.core.$ZodArrayDef, path: string, options: FieldOptions) {
  // Decap refuses an empty required list: only a list the schema needs items in is required.
  const rules: FieldOption & { fields?: DecapField[]; field?: DecapField } = {
    widget: "list",
    collapsed: true,
    required: false,
  };
  for (const check of d.checks ?? []) {
    const c = checkDef(check);
    if (c.check === "min_length") Object.assign(rules, { min: c.minimum, required: c.minimum > 0 });
    else throw new Error(`${path}: the schema's ${c.check} rule on a list needs a rule by hand`);
  }
  const item = unwrap(d.element).schema;
  const itemType = def(item).type;
  if (itemType === "object") rules.fields = toFields(item, `${path}.*`, options);
  else if (itemType === "string" || itemType === "number" || itemType === "enum")
    rules.field = toField(path.split(".").pop()!, item, `${path}.*`, options);
  else throw new Error(`${path}: no editor field for a list of zod ${itemType}`);
  return rules;
}

/** A record with fixed keys: one field per key, labelled with the key (Google's amenity names). */
function recordFields(d: z.core.$ZodRecordDef, path: string, options: FieldOptions): DecapField[] {
  const keys = def(d.keyType);
  if (keys.type !== "enum") throw new Error(`${path}: only records with fixed keys (z.enum) are supported`);
  const partial = d.partial === true;
  return Object.values(keys.entries).map((entry) => {
    const key = String(entry);
    const at = `${path}.${key}`;
    const withLabel = { ...options, paths: { ...options.paths, [at]: { label: key, ...options.paths[at] } } };
    const field = toField(key, d.valueType, at, withLabel);
    return partial ? { ...field, required: false } : field;
  });
}

export function toFields(schema: Schema, path: string, options: FieldOptions): DecapField[] {
  const d = def(schema);
  if (d.type !== "object") throw new Error(`${path || "(file)"}: expected an object schema`);
  return Object.entries(d.shape).map(([name, field]) => toField(name, field, path ? `${path}.${name}` : name, options));
}
