import type { Credentials } from "./signature";
import type { Assets } from "./site-rules";

/** The host's settings (Cloudflare Pages → Settings → Variables and Secrets; docs/operating.md). */
export interface ProviderEnv {
  ASSETS: Assets;
  SMOOBU_API_KEY?: string;
  /** A secret of the host: never in the repository, the build or an answer. */
  SMOOBU_API_SECRET?: string;
  /** Default https://login.smoobu.com (the tests point it at a fake). */
  SMOOBU_API_URL?: string;
}

export interface ProviderSettings {
  credentials: Credentials;
  /** The API's origin. */
  api: string;
}

const loopback = ["127.0.0.1", "localhost", "[::1]"];

/** An origin over https, or http on loopback; no path, credentials, query or fragment. */
export function apiOrigin(text: string): string | null {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  return url.protocol === "https:" || (url.protocol === "http:" && loopback.includes(url.hostname)) ? url.origin : null;
}

/** The settings; "unconfigured" without key and secret; else what is wrong (never a value). */
export function providerSettings(env: ProviderEnv): ProviderSettings | "unconfigured" | { problem: string } {
  const key = env.SMOOBU_API_KEY?.trim();
  const secret = env.SMOOBU_API_SECRET?.trim();
  if (!key && !secret) return "unconfigured";
  if (!key) return { problem: "SMOOBU_API_SECRET is set but SMOOBU_API_KEY is not" };
  if (!secret) return { problem: "SMOOBU_API_KEY is set but SMOOBU_API_SECRET is not" };
  const api = env.SMOOBU_API_URL?.trim() ? apiOrigin(env.SMOOBU_API_URL.trim()) : "https://login.smoobu.com";
  if (!api) return { problem: "SMOOBU_API_URL is not an https origin such as https://login.smoobu.com" };
  return { credentials: { key, secret }, api };
}
