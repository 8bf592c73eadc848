/** A YAML file under app/content/, as a plain object (see scripts/site/yaml-module.mjs). */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}

/** The operator data, each top-level field exported by name (`?fields`): browser code takes only what it shows. */
declare module "*operator.yaml?fields" {
  import type { OperatorConfig } from "../content/schema.server";
  const data: unknown;
  export default data;
  export const brand: OperatorConfig["brand"];
  export const email: OperatorConfig["email"];
  export const phone: OperatorConfig["phone"];
  export const whatsapp: OperatorConfig["whatsapp"];
  export const siteUrl: OperatorConfig["siteUrl"];
  export const smoobuAccountId: OperatorConfig["smoobuAccountId"];
  export const apartments: OperatorConfig["apartments"];
}
