/**
 * Route data as one JSON string. React Router writes a loader's data into the page as a
 * turbo-stream: every object, key and value its own entry with numbered references. A large
 * tree (the UI strings, an apartment with its photos) costs several hundred bytes less as one
 * string (decision 017); the type travels with it.
 */
export type Packed<T> = string & { readonly __packed: T };

export const pack = <T>(value: T) => JSON.stringify(value) as Packed<T>;

/** Parsed once per value: the same string gives the same object on every render. */
const cache = new Map<string, unknown>();
export function unpack<T>(packed: Packed<T>): T {
  if (!cache.has(packed)) cache.set(packed, JSON.parse(packed));
  return cache.get(packed) as T;
}
