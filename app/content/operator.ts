import data from "./operator.yaml";
import { brand, email, phone, siteUrl, smoobuAccountId, whatsapp } from "./operator.yaml?fields";
import type { OperatorConfig } from "./schema.server";

/** The build validates operator.yaml with the schema first (react-router.config.ts), so this object has the checked shape. */
export const operator = data as OperatorConfig;

/** For code that runs in the browser: each field is its own export of the YAML module, so its bundle carries only these. */
export const siteOperator = { brand, email, phone, whatsapp, siteUrl, smoobuAccountId };
