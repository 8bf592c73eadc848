import type { MarkedExtension, Tokens } from "marked";

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Each cell carries its column's name for legal.css to stack rows on a phone; Chromium and WebKit keep a table's semantics when its parts are blocks, and HTML forbids roles on its cells. */
export const legalTables: MarkedExtension = {
  renderer: {
    table(token: Tokens.Table) {
      const names = token.header.map((cell) => cell.text.replace(/`/g, ""));
      const header = token.header
        .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
        .join("");
      const rows = token.rows
        .map((row) => {
          const cells = row.map(
            (cell, i) => `<td data-label="${attribute(names[i] ?? "")}">${this.parser.parseInline(cell.tokens)}</td>`,
          );
          return `<tr>${cells.join("")}</tr>`;
        })
        .join("\n");
      return (
        `<div data-slot="legal-table"><table>` +
        `<thead><tr>${header}</tr></thead>` +
        `<tbody>\n${rows}\n</tbody></table></div>\n`
      );
    },
  },
};
