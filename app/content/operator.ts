import data from "./operator.yaml";
import { brand, email, phone, siteUrl, smoobuAccountId, whatsapp } from "./operator.yaml?fields";
import type { OperatorConfig } from "./schema.server";

/**
 * The operator data of app/content/operator.yaml for code that runs in the browser too (footer,
 * booking widgets, link previews). The YAML becomes a plain object at build time
 * (scripts/site/yaml-module.mjs); the build validates the same file with the schema first
 * (react-router.config.ts), so this object always has the checked shape.
 */
export const operator = data as OperatorConfig;

/**
 * The fields the browser shows or needs (brand, contacts, site address, booking ids): code that
 * runs in the browser imports this, so its bundle carries these fields and not the legal name,
 * addresses or host (each field is its own export of the YAML module).
 */
export const siteOperator = { brand, email, phone, whatsapp, siteUrl, smoobuAccountId };
