import { describe, expect, it } from "vitest";
import { reservedSlugs } from "./content/load.server";
import { globalNotFoundPath, indexedPaths, isIndexedPath, legalPages, prerenderPaths, sitePaths } from "./pages.server";

describe("site paths", () => {
  it("no apartment can take a legal page's name (the content's reserved names hold them)", () => {
    expect(reservedSlugs).toEqual(expect.arrayContaining([...legalPages]));
  });

  it("lists the nine pages of each of the five languages", () => {
    const paths = sitePaths();
    expect(paths).toHaveLength(45);
    expect(new Set(paths).size).toBe(45);
    for (const locale of ["en", "de", "fr", "es", "it"]) {
      for (const page of ["", "/pberg", "/mitte", "/booknow", "/booknow/pberg", "/booknow/mitte"]) {
        expect(paths).toContain(`/${locale}${page}`);
      }
      for (const page of ["agb", "impressum", "datenschutz"]) expect(paths).toContain(`/${locale}/${page}`);
    }
  });

  it("prerenders the pages plus a not-found document per language and the global one", () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(51);
    expect(paths).toContain("/de/404");
    expect(paths).toContain(globalNotFoundPath);
    expect(paths.every((path) => path === "/" || !path.endsWith("/"))).toBe(true);
  });

  it("leaves an apartment's booking page out of the indexed pages (decision 014)", () => {
    expect(isIndexedPath("/de/booknow/pberg")).toBe(false);
    expect(isIndexedPath("/it/booknow/mitte/")).toBe(false);
    expect(isIndexedPath("/de/booknow")).toBe(true);
    expect(isIndexedPath("/fr/mitte")).toBe(true);
    expect(indexedPaths()).toHaveLength(35);
    expect(indexedPaths().some((path) => /\/booknow\/./.test(path))).toBe(false);
  });
});
