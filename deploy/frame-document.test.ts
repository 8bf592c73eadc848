import { describe, expect, it } from "vitest";
import { withInlineFiles } from "./frame-document";

describe("the calendar's frame document as built", () => {
  const files: Record<string, string> = {
    "/embed/calendar/frame.css": "main { margin: 0 }\n",
    "/embed/calendar/frame.js": "report();\n",
  };
  const page = `<link rel="stylesheet" href="/embed/calendar/frame.css" />
<main></main>
<script src="/embed/calendar/frame.js"></script>
<a href="/en/pberg">page</a>`;

  it("carries its stylesheet and scripts, where they were linked", () => {
    const html = withInlineFiles(page, (path) => files[path]);
    expect(html).toBe(`<style>
main { margin: 0 }
</style>
<main></main>
<script>
report();
</script>
<a href="/en/pberg">page</a>`);
  });

  it("stops the build for a file that is not there, or one that would end its script early", () => {
    expect(() => withInlineFiles(page, (path) => (path.endsWith(".css") ? files[path] : undefined))).toThrow(
      /frame\.js: linked by the calendar's frame document, not in the build/,
    );
    expect(() => withInlineFiles(page, (path) => (path.endsWith(".js") ? 'x("</script>")' : files[path]))).toThrow(
      /frame\.js: holds "<\/script"/,
    );
  });
});
