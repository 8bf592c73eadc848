import { parse } from "yaml";
import { contentYaml, markdownBody, type Formatter } from "./formats";

/**
 * /admin/admin.js: runs after decap-cms.js and before it reads the configuration, and registers
 * the formats the collections name (admin/config.ts). Built by admin/page.ts.
 *
 * Decap hands a format the `comment` of a files collection's fields only for folder collections
 * (its selectField looks at collection-level fields), so this script reads the comments from
 * the configuration itself and hands the format those of the file being saved.
 */
interface Entry {
  get(key: "path"): string;
}
declare global {
  interface Window {
    CMS: {
      registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
      registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Entry }) => undefined }): void;
    };
  }
}

interface ConfigFile {
  file: string;
  fields: { name: string; comment?: string }[];
}
const commentsByFile = new Map<string, Record<string, string>>();
void fetch(document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')!.href)
  .then((response) => response.text())
  .then((text) => {
    const { collections } = parse(text) as { collections: { files?: ConfigFile[] }[] };
    for (const { file, fields } of collections.flatMap((collection) => collection.files ?? [])) {
      commentsByFile.set(
        file,
        Object.fromEntries(fields.flatMap(({ name, comment }) => (comment ? [[name, comment]] : []))),
      );
    }
  });

let saving = "";
window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    saving = entry.get("path");
    return undefined;
  },
});

window.CMS.registerCustomFormat("content-yaml", "yaml", {
  fromFile: contentYaml.fromFile,
  toFile: (data, keys, comments) => contentYaml.toFile(data, keys, { ...commentsByFile.get(saving), ...comments }),
});
window.CMS.registerCustomFormat("markdown-body", "md", markdownBody);
