import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WithPageStrings, island, useIslandOnPage } from "../app/shared/island";

/** Every island file of app/ (app/browser/islands.ts finds them the same way), by its file's name. */
const files = import.meta.glob<{ islandName: string }>("../app/**/*.island.tsx", { eager: true, import: "default" });
const href = "/assets/strings-en-abc.json";

describe("islands", () => {
  it("are each named as their file, which is how the page's script finds them", () => {
    const named = Object.entries(files).map(([file, island]) => [
      file.replace(/^.*\/|\.island\.tsx$/g, ""),
      island.islandName,
    ]);
    // The calendar and the photo viewer: the glob found the files.
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const [file, name] of named) expect(name, file).toBe(file);
  });

  it("prerender their component in an element that names them and carries its props", () => {
    const Greeting = island("greeting", ({ name }: { name: string }) => <p>Hello {name}</p>);
    expect(renderToStaticMarkup(<Greeting name="Ada" />)).toBe(
      '<div data-island="greeting" data-props="{&quot;name&quot;:&quot;Ada&quot;}"><p>Hello Ada</p></div>',
    );
  });

  it("name the file of the page's strings, once, only when one is on the page", () => {
    const Greeting = island("greeting", () => <p>Hello</p>);
    const PhotoLink = () => {
      useIslandOnPage();
      return <a href="/photo.webp">Photo</a>;
    };
    const page = (content: React.ReactNode) =>
      renderToStaticMarkup(<WithPageStrings href={href}>{content}</WithPageStrings>);
    expect(page(<p>Static</p>)).not.toContain("page-strings");
    expect(page(<Greeting />).match(/id="page-strings"/g)).toHaveLength(1);
    expect(page([<Greeting key="1" />, <Greeting key="2" />]).match(/id="page-strings"/g)).toHaveLength(1);
    expect(page(<PhotoLink />)).toContain('id="page-strings"');
    expect(page(<Greeting />)).toContain(`<script type="application/json" id="page-strings">"${href}"</script>`);
  });
});
