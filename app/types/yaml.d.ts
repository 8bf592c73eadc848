declare module "*.yaml" {
  const data: unknown;
  export default data;
}

/** Each top-level field exported by name, so browser code takes only what it shows. */
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
