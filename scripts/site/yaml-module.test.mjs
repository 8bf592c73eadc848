import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { parseContent, yamlToModule } from "./yaml-module.mjs";

/** Evaluates the generated module source and returns its exports. */
const load = (source) => import(`data:text/javascript,${encodeURIComponent(yamlToModule(source, "test.yaml"))}`);

describe("yamlToModule", () => {
  it("exports the whole document as default and each top-level field by name", async () => {
    const module = await load("brand: Kiez\nemail: a@b.de\napartments:\n  pberg: { smoobuId: '1' }\n");
    expect(module.default).toEqual({ brand: "Kiez", email: "a@b.de", apartments: { pberg: { smoobuId: "1" } } });
    expect(module.brand).toBe("Kiez");
    expect(module.apartments).toBe(module.default.apartments);
  });

  it("keeps keys that cannot be names in the default export only", async () => {
    const module = await load("default: 1\nmy-key: 2\nclass: 3\nok: 4\n");
    expect(module.default).toEqual({ default: 1, "my-key": 2, class: 3, ok: 4 });
    expect(Object.keys(module).sort()).toEqual(["default", "ok"]);
  });

  it("exports a list or a scalar document as default only", async () => {
    expect((await load("- a\n- b\n")).default).toEqual(["a", "b"]);
    expect(Object.keys(await load("- a\n"))).toEqual(["default"]);
  });
});

describe("parseContent", () => {
  // The operator's file first: YAML's error named no file, and a broken site-texts.json was
  // reported as an error of react-router.config.ts.
  it("names the file, the line and the column of a YAML mistake", () => {
    const file = resolve("app/content/operator.yaml");
    expect(() => parseContent("brand: Kiez\nemail: a@b.de\n  phone: 1\n", file, "yaml")).toThrow(
      /^app\/content\/operator\.yaml: not valid YAML: .*line 2, column \d+/,
    );
  });

  it("names the file, the line and the column of a JSON mistake", () => {
    const file = resolve("app/content/site-texts.json");
    expect(() => parseContent('{\n  "a": "x"\n  "b": "y"\n}', file, "json")).toThrow(
      /^app\/content\/site-texts\.json: not valid JSON: .* \(line 3, column 3\)$/,
    );
    expect(parseContent('{ "a": 1 }', file, "json")).toEqual({ a: 1 });
  });
});
