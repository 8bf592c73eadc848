// Content negotiation the server does itself: which precompressed variant a client accepts
// (Accept-Encoding with q-values) and which bytes a Range header asks for.

/** Accept-Encoding as a map of coding → weight; an unreadable weight counts as 0 (refused). */
export function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!/^[\w*-]+$/.test(name)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key = "", value = ""] = parameter.split("=").map((piece) => piece.trim());
      if (key.toLowerCase() !== "q") continue;
      weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name.toLowerCase(), weight);
  }
  return weights;
}

/**
 * The best coding among those available (in the server's order of preference), or null for
 * the identity body.
 * @param {string | undefined} header
 * @param {string[]} available e.g. ["br", "gzip"]
 */
export function chooseEncoding(header, available) {
  const weights = acceptedEncodings(header);
  let best = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * One byte range of a body of `size` bytes (RFC 9110 14.1). Null: ignore the header and send
 * the whole body (a syntax the server does not serve: several ranges, other units, garbage,
 * last before first). "unsatisfiable": answer 416.
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
