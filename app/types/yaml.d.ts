/** A YAML file under app/content/, as a plain object (see scripts/lib/yaml-module.mjs). */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
