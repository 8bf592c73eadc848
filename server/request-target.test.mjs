import { describe, expect, it } from "vitest";
import { parseTarget } from "./request-target.mjs";

describe("parseTarget", () => {
  it.each([
    ["/en/pberg", "/en/pberg", ""],
    ["/pberg/?x=1&y=%0d%0a", "/pberg/", "?x=1&y=%0d%0a"],
    ["/%5fheaders", "/_headers", ""],
    ["//evil.example/", "//evil.example/", ""],
    ["http://evil.example/en/pberg/", "/en/pberg/", ""],
    ["HTTP://evil.example", "/", ""],
    ["/%252e%252e/x", "/%2e%2e/x", ""],
    ["/en%2fpberg", "/en%2Fpberg", ""],
    ["/%2F%2Fevil.example/?a=%2f", "/%2F%2Fevil.example/", "?a=%2f"],
    ["/%c3%a9%2F%c3%a9", "/é%2Fé", ""],
  ])("%s → %s", (raw, pathname, search) => expect(parseTarget(raw)).toEqual({ pathname, search }));

  it.each([
    [
      "control characters, raw or encoded",
      ["/en\t/x", "/%0d%0aSet-Cookie:a=1/", "/%09/evil.example/", "/en%00.html", "/%7f"],
    ],
    ["backslashes, raw or encoded", ["/\\evil.example", "/%5Cevil.example/", "/..%5c..%5cetc"]],
    ["dot segments, raw or encoded", ["/../etc/passwd", "/%2e%2e/etc", "/..%2fetc", "/en/./x"]],
    ["broken escapes and invalid UTF-8", ["/%", "/en/%zz", "/%ff%fe", "/%c0%ae%c0%ae/", "/..%c0%af"]],
    ["anything but a path", ["*", "en", "", "/en#x", "/en é"]],
  ])("refuses %s", (_label, targets) => {
    for (const target of targets) expect(parseTarget(target), target).toBeNull();
  });
});
