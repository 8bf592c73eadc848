import { describe, expect, it } from "vitest";
import { yamlToModule } from "./yaml-module.mjs";

/** Evaluates the generated module source and returns its exports. */
const load = (source) => import(`data:text/javascript,${encodeURIComponent(yamlToModule(source))}`);

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
