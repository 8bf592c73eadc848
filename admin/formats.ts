import { Document, isMap, isScalar, isSeq, parse, parseDocument, visit } from "yaml";

/** The editor's file formats; Decap cannot edit a top-level YAML list: it is one field, `items` (#531). */
export const listField = "items";

type Data = Record<string, unknown>;

export interface Formatter {
  fromFile(content: string): Data;
  toFile(data: Data, sortedKeys?: string[], comments?: Record<string, string>): string;
}

/** Empty fields are not written, except in a guest-info fact, where null means "not known yet". */
function withoutNulls(value: unknown, keep = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item, keep));
  if (value && typeof value === "object") {
    const fact = keep || "confirmed" in value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined && (entry !== null || fact))
        .map(([key, entry]) => [key, withoutNulls(entry, fact)]),
    );
  }
  return value;
}

const commentText = (comment: string) =>
  comment
    .split("\n")
    .map((line) => (line ? ` ${line}` : ""))
    .join("\n");

export const contentYaml: Formatter = {
  fromFile(content) {
    const data: unknown = parse(content) ?? {};
    return Array.isArray(data) ? { [listField]: data } : (data as Data);
  },
  toFile(data, sortedKeys = [], comments = {}) {
    const list = sortedKeys.length === 1 && sortedKeys[0] === listField;
    const ordered = Object.fromEntries([
      ...sortedKeys.filter((key) => key in data).map((key) => [key, data[key]]),
      ...Object.entries(data).filter(([key]) => !sortedKeys.includes(key)),
    ]);
    const doc = new Document(withoutNulls(list ? (data[listField] ?? []) : ordered));
    // Codes (ids, postcodes, phone numbers) in quotes; short lists of codes and flags on one line.
    visit(doc, {
      Scalar(_key, node) {
        if (typeof node.value === "string" && /^[+\d][^a-z]*$/.test(node.value)) node.type = "QUOTE_DOUBLE";
      },
      Seq(_key, node) {
        if (node.items.length > 0 && node.items.every((item) => isScalar(item))) node.flow = true;
      },
      Map(_key, node) {
        const flags = node.items.every((pair) => isScalar(pair.value) && typeof pair.value.value === "boolean");
        if (node.items.length > 0 && flags) node.flow = true;
      },
    });
    if (isSeq(doc.contents) && comments[listField]) {
      const first = doc.contents.items[0];
      if (first && typeof first === "object")
        (first as { commentBefore?: string }).commentBefore = commentText(comments[listField]);
    } else if (isMap(doc.contents)) {
      for (const pair of doc.contents.items) {
        const comment = isScalar(pair.key) ? comments[String(pair.key.value)] : undefined;
        if (comment && isScalar(pair.key)) pair.key.commentBefore = commentText(comment);
      }
    }
    // Prettier's style, which the files follow: `{ wifi: true }` but `[de, en]`.
    return doc.toString({ lineWidth: 0 }).replace(/^(\s*(?:- )?[\w-]+: )\[ (.*) \]$/gm, "$1[$2]");
  },
};

export const markdownBody: Formatter = {
  fromFile: (content) => ({ body: content }),
  toFile: (data) => `${String(data.body ?? "").trimEnd()}\n`,
};

/** The comment above each top-level field (the file's header included), which `toFile` writes back. */
export function fileComments(content: string): Record<string, string> {
  const doc = parseDocument(content);
  const strip = (comment: string | null | undefined) =>
    comment
      ?.split("\n")
      .map((line) => line.replace(/^ /, ""))
      .join("\n");
  const header = strip(doc.commentBefore);
  const comments: Record<string, string> = {};
  if (isSeq(doc.contents)) {
    const first = doc.contents.items[0] as { commentBefore?: string } | undefined;
    const text = [header, strip(first?.commentBefore)].filter(Boolean).join("\n\n");
    if (text) comments[listField] = text;
  } else if (isMap(doc.contents)) {
    doc.contents.items.forEach((pair, index) => {
      if (!isScalar(pair.key)) return;
      const own = strip(pair.key.commentBefore);
      // A header with a blank line after it: the trailing empty line writes the blank line back.
      const text = index === 0 && header ? `${header}\n${own ? `\n${own}` : ""}` : own;
      if (text) comments[String(pair.key.value)] = text;
    });
  }
  return comments;
}
