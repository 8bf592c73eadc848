import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  calendarFramePolicy,
  contentSecurityPolicy,
  documentScriptHashes,
  holdsStayForm,
  inlineScripts,
  scriptHash,
} from "./csp";

const html = `<html><head><script type="application/ld+json">{"@type":"Thing"}</script>
<script src="/assets/a.js"></script><script type="module" async="">import "/assets/b.js";</script></head>
<body><script>window.x = "ü";</script><script id="_R_">go()</script><script>window.x = "ü";</script></body></html>`;

describe("inlineScripts", () => {
  it("returns the executable inline scripts only: no src, no JSON-LD", () => {
    expect(inlineScripts(html)).toEqual(['import "/assets/b.js";', 'window.x = "ü";', "go()", 'window.x = "ü";']);
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the UTF-8 text, as browsers compute it", () => {
    expect(scriptHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
    const utf8 = createHash("sha256").update(Buffer.from('window.x = "ü";', "utf8")).digest("base64");
    expect(scriptHash('window.x = "ü";')).toBe(`sha256-${utf8}`);
  });

  it("gives one hash per distinct script of a document", () => {
    expect(documentScriptHashes(html)).toHaveLength(3);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = (hashes: string[] = []) =>
    new Map(
      contentSecurityPolicy(hashes)
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );

  it("allows scripts only from the site, the booking provider and the given hashes", () => {
    expect(policy(["sha256-abc="]).get("script-src")).toEqual(["'self'", "https://login.smoobu.com", "'sha256-abc='"]);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows styles only from the site's own files: no inline styles", () => {
    expect(policy([]).get("style-src")).toEqual(["'self'"]);
  });

  it("hashes speculation rules as the scripts they are under the policy, not JSON data", () => {
    const html = `<script type="speculationrules">{"prefetch":[]}</script><script type="application/json">{}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScripts(html)).toEqual(['{"prefetch":[]}']);
  });

  it("frames only the calendar's frame document, the provider and Google Maps and may not be framed", () => {
    expect(policy().get("frame-src")).toEqual([
      "'self'",
      "https://login.smoobu.com",
      "https://www.google.com",
      "https://maps.google.com",
    ]);
    expect(policy().get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy().get("object-src")).toEqual(["'none'"]);
  });
});

describe("form-action", () => {
  const formAction = (policy: string) => /(?:^|; )form-action ([^;]*)/.exec(policy)?.[1];

  it("sends forms to the site only, unless the page names another target: the booking engine for the guest's dates", () => {
    expect(formAction(contentSecurityPolicy(["sha256-a="]))).toBe("'self'");
    expect(formAction(contentSecurityPolicy(["sha256-a="], ["https://booking.smoobu.com"]))).toBe(
      "'self' https://booking.smoobu.com",
    );
    // The other directives stay as they are.
    expect(contentSecurityPolicy([], ["https://booking.smoobu.com"]).replace(" https://booking.smoobu.com", "")).toBe(
      contentSecurityPolicy(),
    );
  });

  it("finds the guest's date form in a document, and nothing else", () => {
    expect(holdsStayForm('<body><form data-stay-form="" method="get" action="/api/book">')).toBe(true);
    expect(holdsStayForm('<form method="get" data-stay-form action="/api/book">')).toBe(true);
    expect(holdsStayForm('<form method="get"><p data-stay-form="">')).toBe(false);
    expect(holdsStayForm('<form data-stay-forms="">')).toBe(false);
  });
});

describe("the pages' policy after decision 010", () => {
  const policy = new Map(
    contentSecurityPolicy()
      .split("; ")
      .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
  );

  it("allows the provider nothing but its booking script and frame: the calendar lives in its own document", () => {
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("style-src")).not.toContain("https://login.smoobu.com");
  });
});

describe("the calendar frame document's policy", () => {
  const policy = new Map(
    calendarFramePolicy(["sha256-frame="])
      .split("; ")
      .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
  );

  it("allows exactly what CalendarWidget.js needs from the provider", () => {
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'sha256-frame='", "https://login.smoobu.com"]);
    expect(policy.get("connect-src")).toEqual(["https://login.smoobu.com"]);
    expect(policy.get("style-src")).toEqual(["https://login.smoobu.com", "'unsafe-inline'"]);
    expect(policy.get("font-src")).toEqual(["https://login.smoobu.com"]);
    expect(policy.get("img-src")).toEqual(["data:", "https://login.smoobu.com"]);
  });

  it("may be framed by the site's own pages only, and runs no inline script but its own, by hash", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    // Not 'self' for what the frame loads: in its opaque origin WebKit matches no file of the site's by it.
    for (const directive of ["script-src", "style-src", "img-src"])
      expect(policy.get(directive)).not.toContain("'self'");
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
  });
});
