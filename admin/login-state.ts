// A login's state and PKCE verifier in a short-lived signed cookie, so the server stores nothing
// (decision 027). Web Crypto only: this runs in Cloudflare's runtime and in Node.

/** Seconds: the cookie's Max-Age and the server's limit. */
export const loginLifetime = 600;

export interface LoginState {
  state: string;
  verifier: string;
  /** Seconds since the epoch. */
  issued: number;
}

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const random = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

export function newLoginState(now = Date.now()): LoginState {
  return { state: random(32), verifier: random(32), issued: Math.floor(now / 1000) };
}

export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(verifier))));
}

/** Equality in time that depends on the length only. */
export function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ right[i]!;
  return difference === 0;
}

const signingKey = (secret: string) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(`editor login cookie\0${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );

const signature = async (payload: string, secret: string) =>
  base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await signingKey(secret), encoder.encode(payload))));

export async function sealLoginState(login: LoginState, secret: string): Promise<string> {
  const payload = `${login.state}.${login.verifier}.${login.issued}`;
  return `${payload}.${await signature(payload, secret)}`;
}

export async function openLoginState(value: string, secret: string): Promise<LoginState | null> {
  const match = /^([\w-]{43})\.([\w-]{43})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const [, state, verifier, issued, signed] = match as unknown as [string, string, string, string, string];
  if (!sameText(signed, await signature(`${state}.${verifier}.${issued}`, secret))) return null;
  return { state, verifier, issued: Number(issued) };
}

/** A minute from the future is allowed: two of the host's machines' clocks may differ a little. */
export function isFresh(login: LoginState, now = Date.now()): boolean {
  const age = Math.floor(now / 1000) - login.issued;
  return age >= -60 && age <= loginLifetime;
}
