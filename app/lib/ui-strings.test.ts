import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageMessages } from "../i18n/page-messages";
import { keepUiStrings, loadUiStrings, uiStrings, uiStringsUrl } from "./ui-strings";

const strings = { nav: { skipToContent: "Aller au contenu" } } as unknown as PageMessages;
const respond = (status: number, body: unknown = strings) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("UI strings files", () => {
  it("names a file by language and hash, under /assets (cached for good by every server)", () => {
    expect(uiStringsUrl("fr", "FdCpJkEfXZ")).toBe("/assets/strings-fr-FdCpJkEfXZ.json");
  });

  it("fetches a file once, and then answers without a request", async () => {
    const fetch = vi.fn(() => respond(200));
    vi.stubGlobal("fetch", fetch);
    const url = uiStringsUrl("fr", "once000001");
    expect(() => uiStrings(url)).toThrow(/before they were loaded/);
    const first = await loadUiStrings(url);
    expect(first.nav.skipToContent).toBe("Aller au contenu");
    expect(await loadUiStrings(url)).toBe(first);
    expect(uiStrings(url)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("rejects a failed response and tries again on the next call", async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => respond(404, "Not found"))
      .mockImplementation(() => respond(200));
    vi.stubGlobal("fetch", fetch);
    const url = uiStringsUrl("de", "retry00001");
    await expect(loadUiStrings(url)).rejects.toThrow(`${url}: 404`);
    expect(() => uiStrings(url)).toThrow();
    await expect(loadUiStrings(url)).resolves.toMatchObject({ nav: { skipToContent: "Aller au contenu" } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("needs no request for strings the build keeps at hand", async () => {
    const fetch = vi.fn(() => respond(500));
    vi.stubGlobal("fetch", fetch);
    const url = uiStringsUrl("it", "kept000001");
    keepUiStrings(url, strings);
    expect(await loadUiStrings(url)).toBe(strings);
    expect(fetch).not.toHaveBeenCalled();
  });
});
