import { contentYaml, markdownBody, type Formatter } from "./formats";

/**
 * /admin/admin.js: runs after decap-cms.js and before it reads the configuration, and registers
 * the formats the collections name (admin/config.ts). Built by admin/page.ts.
 */
declare global {
  interface Window {
    CMS: { registerCustomFormat(name: string, extension: string, formatter: Formatter): void };
  }
}

window.CMS.registerCustomFormat("content-yaml", "yaml", contentYaml);
window.CMS.registerCustomFormat("markdown-body", "md", markdownBody);
