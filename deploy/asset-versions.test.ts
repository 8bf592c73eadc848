import { describe, expect, it } from "vitest";
import { assetVersion, withAssetVersions } from "./asset-versions";

describe("withAssetVersions", () => {
  const files: Record<string, Buffer> = {
    "/embed/calendar/frame.js": Buffer.from("frame, first deploy"),
    "/embed/calendar/frame.css": Buffer.from("body {}"),
  };
  const read = (path: string) => files[path];
  const page = `<link rel="stylesheet" href="/embed/calendar/frame.css" />
<script defer src="/embed/calendar/frame.js"></script>
<a href="/en/pberg">page</a><a href="https://login.smoobu.com/x.js">provider</a>`;

  it("adds each linked file's version and leaves other links alone", () => {
    const html = withAssetVersions(page, read);
    expect(html).toContain(`href="/embed/calendar/frame.css?v=${assetVersion(files["/embed/calendar/frame.css"]!)}"`);
    expect(html).toContain(`src="/embed/calendar/frame.js?v=${assetVersion(files["/embed/calendar/frame.js"]!)}"`);
    expect(html).toContain('<a href="/en/pberg">page</a><a href="https://login.smoobu.com/x.js">provider</a>');
  });

  it("gives a file a new URL when its content changes", () => {
    const before = withAssetVersions(page, read);
    const after = withAssetVersions(page, (path) =>
      path.endsWith("frame.js") ? Buffer.from("frame, second deploy") : read(path),
    );
    expect(after).not.toBe(before);
    expect(after.match(/frame\.css\?v=\w+/)?.[0]).toBe(before.match(/frame\.css\?v=\w+/)?.[0]);
  });
});
