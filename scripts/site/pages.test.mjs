// @vitest-environment node
import { expect, it } from "vitest";
import { providerBindings } from "./pages.mjs";

it("passes the provider's settings that are set to wrangler as bindings, and nothing else", () => {
  expect(
    providerBindings({ SMOOBU_API_KEY: "k", SMOOBU_API_SECRET: "s", PATH: "/bin", GITHUB_CLIENT_SECRET: "g" }),
  ).toEqual(["--binding", "SMOOBU_API_KEY=k", "--binding", "SMOOBU_API_SECRET=s"]);
  expect(providerBindings({ SMOOBU_API_URL: "http://127.0.0.1:1", SMOOBU_API_KEY: "" })).toEqual([
    "--binding",
    "SMOOBU_API_URL=http://127.0.0.1:1",
  ]);
  expect(providerBindings({})).toEqual([]);
});
