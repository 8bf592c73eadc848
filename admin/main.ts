import { parse } from "yaml";
import { contentYaml, markdownBody, type Formatter } from "./formats";

/**
 * /admin/admin.js: runs before decap-cms.js (admin/page.ts) and tells it not to start by itself
 * (`CMS_MANUAL_INIT`); once the page is parsed it registers the formats the collections name
 * (admin/config.ts) and starts Decap with the configuration from config.yml. Built by
 * admin/page.ts.
 *
 * The configuration gets one value only the browser knows: for the site's own login (no
 * `base_url` in config.yml, decision 027), `base_url` is the page's origin, since Decap accepts
 * the login window's messages only from exactly that origin (the site may be reached under more
 * than one address: a preview, www or not).
 *
 * Decap hands a format the `comment` of a files collection's fields only for folder collections
 * (its selectField looks at collection-level fields), so this script reads the comments from
 * the configuration itself and hands the format those of the file being saved.
 */
interface Entry {
  get(key: "path"): string;
}
interface Config {
  backend: { name: string; base_url?: string };
  collections: { files?: ConfigFile[] }[];
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS: {
      init(options: { config: Config & { load_config_file: false } }): void;
      registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
      registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Entry }) => undefined }): void;
    };
  }
}

interface ConfigFile {
  file: string;
  fields: { name: string; comment?: string }[];
}

window.CMS_MANUAL_INIT = true;
const configText = fetch(document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')!.href).then((response) =>
  response.text(),
);

const commentsByFile = new Map<string, Record<string, string>>();
let saving = "";

async function start() {
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

  const config = parse(await configText) as Config;
  for (const { file, fields } of config.collections.flatMap((collection) => collection.files ?? [])) {
    commentsByFile.set(
      file,
      Object.fromEntries(fields.flatMap(({ name, comment }) => (comment ? [[name, comment]] : []))),
    );
  }
  const backend =
    config.backend.name === "github" && !config.backend.base_url
      ? { ...config.backend, base_url: location.origin }
      : config.backend;
  window.CMS.init({ config: { ...config, backend, load_config_file: false } });
}

// decap-cms.js comes next in the page: it has run by the time the page is parsed.
document.addEventListener("DOMContentLoaded", () => void start());
