/** One line in the host's log (Cloudflare's real-time logs, wrangler's output): never a secret or a body. */
export const warn = (line: string) => console.warn(line);

/** An error's name only ("TimeoutError"): its message may quote what it was given. */
export const errorName = (error: unknown) => {
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === "string" && /^\w{1,40}$/.test(name) ? name : "error";
};
