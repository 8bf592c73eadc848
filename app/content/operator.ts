import data from "./operator.yaml";
import type { OperatorConfig } from "./schema.server";

/**
 * The operator data of app/content/operator.yaml for code that runs in the browser too (footer,
 * booking widgets, link previews). The YAML becomes a plain object at build time
 * (scripts/lib/yaml-module.mjs); the build validates the same file with the schema first
 * (react-router.config.ts), so this object always has the checked shape.
 */
export const operator = data as OperatorConfig;
