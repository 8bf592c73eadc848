import { parse } from "yaml";
import { contentYaml, markdownBody, type Formatter } from "./formats";

// /admin/admin.js, before decap-cms.js. `base_url` is the page's origin: Decap accepts the login
// window's messages only from exactly that origin (decision 027). Decap hands a format the fields'
// `comment` only for folder collections, so this hands it those of the file being saved.
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

document.addEventListener("DOMContentLoaded", () => void start());
