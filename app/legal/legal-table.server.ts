import type { MarkedExtension, Tokens } from "marked";

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The legal texts' tables (the privacy policy's overview of every processing): each cell carries
 * its column's name, so that on a phone app.css can stack a row into labelled lines instead of
 * six columns wider than the screen. The roles keep the table a table for screen readers when
 * its parts are displayed as blocks (Safari drops the semantics of a restyled table).
 */
export const legalTables: MarkedExtension = {
  renderer: {
    table(token: Tokens.Table) {
      const names = token.header.map((cell) => cell.text.replace(/`/g, ""));
      const header = token.header
        .map((cell) => `<th role="columnheader" scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
        .join("");
      const rows = token.rows
        .map((row) => {
          const cells = row.map(
            (cell, i) =>
              `<td role="cell" data-label="${attribute(names[i] ?? "")}">${this.parser.parseInline(cell.tokens)}</td>`,
          );
          return `<tr role="row">${cells.join("")}</tr>`;
        })
        .join("\n");
      return (
        `<div data-slot="legal-table"><table role="table">` +
        `<thead role="rowgroup"><tr role="row">${header}</tr></thead>` +
        `<tbody role="rowgroup">\n${rows}\n</tbody></table></div>\n`
      );
    },
  },
};
