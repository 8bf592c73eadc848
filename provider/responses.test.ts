// @vitest-environment node
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../deploy/rules";
import { answer, escapeHtml, functionHeaders } from "./responses";

describe("a function's responses", () => {
  it("carry the site's security headers, as _headers gives the static files, with a policy that allows nothing", () => {
    const { "Content-Security-Policy": _policy, ...site } = securityHeaders;
    expect(functionHeaders).toMatchObject(site);
    expect(functionHeaders["Content-Security-Policy"]).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(functionHeaders["Cache-Control"]).toBe("no-store");
  });

  it("answer HEAD with the status and headers, without the body", async () => {
    const head = answer(new Request("https://kiez.example/api/book", { method: "HEAD" }), 400, "<p>x</p>");
    expect(head.status).toBe(400);
    expect(await head.text()).toBe("");
    expect(head.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("escape what they put into markup", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
