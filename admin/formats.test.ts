import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import { contentYaml, fileComments, listField, markdownBody } from "./formats";

interface ConfigFile {
  file: string;
  fields: { name: string }[];
}
const yamlFiles = (
  cmsConfig({ kind: "local", proxyUrl: "http://127.0.0.1:1/api/v1" }).collections as { files?: ConfigFile[] }[]
)
  .flatMap((collection) => collection.files ?? [])
  .filter((file) => file.file.endsWith(".yaml"));

/** What Decap does on save: the file's data, the fields in config order, the fields' comments. */
const save = (text: string, fields: { name: string }[]) =>
  contentYaml.toFile(
    contentYaml.fromFile(text),
    fields.map((field) => field.name),
    fileComments(text),
  );

describe("the editor's YAML format", () => {
  it("covers every content YAML file", () => {
    expect(yamlFiles.map((file) => file.file)).toHaveLength(13);
  });

  it.each(yamlFiles.map((file) => [file.file, file] as const))(
    "saves %s unchanged when nothing was edited",
    (_name, file) => {
      const text = readFileSync(file.file, "utf8");
      expect(save(text, file.fields)).toBe(text);
    },
  );

  it("reads a top-level list as one list field and writes it back as a list", () => {
    const data = contentYaml.fromFile("# Photos\n- file: a.jpg\n- file: b.jpg\n");
    expect(data).toEqual({ [listField]: [{ file: "a.jpg" }, { file: "b.jpg" }] });
    expect(contentYaml.toFile(data, [listField], { [listField]: "Photos" })).toBe(
      "# Photos\n- file: a.jpg\n- file: b.jpg\n",
    );
  });

  it("quotes ids, postcodes, times and phone numbers, keeps long text on one line, drops emptied fields", () => {
    const long = "word ".repeat(40).trim();
    const text = contentYaml.toFile(
      { postcode: "10115", checkIn: "15:00", phone: "+49 30 1", text: long, gone: null },
      [],
    );
    expect(text).toBe(`postcode: "10115"\ncheckIn: "15:00"\nphone: "+49 30 1"\ntext: ${long}\n`);
    expect(parse(text)).toEqual({ postcode: "10115", checkIn: "15:00", phone: "+49 30 1", text: long });
  });

  it("writes a list of codes and a map of flags on one line, other lists and maps as blocks", () => {
    const data = {
      hostLanguages: ["de", "en"],
      items: [{ de: "Keine Haustiere", google: { petsAllowed: false, smokingAllowed: false } }],
      alt: { en: "a", de: "b" },
    };
    const text = contentYaml.toFile(data, []);
    expect(text).toBe(
      "hostLanguages: [de, en]\nitems:\n  - de: Keine Haustiere\n    google: { petsAllowed: false, smokingAllowed: false }\nalt:\n  en: a\n  de: b\n",
    );
    expect(parse(text)).toEqual(data);
  });

  it("writes fields in the configuration's order, unknown ones after", () => {
    expect(contentYaml.toFile({ b: 1, extra: 3, a: 2 }, ["a", "b"])).toBe("a: 2\nb: 1\nextra: 3\n");
  });
});

describe("the editor's Markdown format", () => {
  it("is the text itself, ending with one newline", () => {
    const text = readFileSync("app/content/legal/de/agb.md", "utf8");
    expect(markdownBody.toFile(markdownBody.fromFile(text))).toBe(text);
    expect(markdownBody.toFile({ body: "## A\n\ntext\n\n\n" })).toBe("## A\n\ntext\n");
  });
});
