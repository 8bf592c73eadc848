/**
 * What binds a login to the browser that started it (decision 027): a random `state` and a PKCE
 * verifier, kept in a short-lived cookie with the time it was issued, signed with a key derived
 * from the GitHub App's client secret, so that the server stores nothing and refuses a cookie it
 * did not make, a changed one and an expired one. Web Crypto only: this runs in Cloudflare's
 * runtime and in Node.
 */

/** How long a started login stays valid, in seconds (the cookie's Max-Age and the server's limit). */
export const loginLifetime = 600;

export interface LoginState {
  /** 256 random bits, base64url: sent to GitHub and compared with what comes back. */
  state: string;
  /** The PKCE code verifier (RFC 7636), 256 random bits, base64url; GitHub gets its S256 challenge. */
  verifier: string;
  /** When the login started, in whole seconds since the epoch. */
  issued: number;
}

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const random = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

/** A new state and verifier, issued now. */
export function newLoginState(now = Date.now()): LoginState {
  return { state: random(32), verifier: random(32), issued: Math.floor(now / 1000) };
}

/** The PKCE S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(verifier))));
}

/** Whether two strings are equal, in time that depends on their length only. */
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

/** The cookie's value: state.verifier.issued.signature (base64url and digits: no quoting needed). */
export async function sealLoginState(login: LoginState, secret: string): Promise<string> {
  const payload = `${login.state}.${login.verifier}.${login.issued}`;
  return `${payload}.${await signature(payload, secret)}`;
}

/** The state in a cookie's value, or null when it is malformed or not signed with this secret. */
export async function openLoginState(value: string, secret: string): Promise<LoginState | null> {
  const match = /^([\w-]{43})\.([\w-]{43})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const [, state, verifier, issued, signed] = match as unknown as [string, string, string, string, string];
  if (!sameText(signed, await signature(`${state}.${verifier}.${issued}`, secret))) return null;
  return { state, verifier, issued: Number(issued) };
}

/**
 * Whether a login is still valid at `now` (ms): at most `loginLifetime` seconds old, and not from
 * the future beyond a minute (the clocks of two of the host's machines may differ a little).
 */
export function isFresh(login: LoginState, now = Date.now()): boolean {
  const age = Math.floor(now / 1000) - login.issued;
  return age >= -60 && age <= loginLifetime;
}
