/**
 * The calendar's frame document (public/embed/calendar/, decision 010) as the build writes it:
 * its stylesheet and scripts written into it, not linked. The frame is sandboxed to an opaque
 * origin, and there WebKit (Safari) does not count the site's own files as 'self': it refused
 * frame.js under `script-src 'self'`, and the calendar never drew. Inline, the scripts are allowed
 * by their hashes (deploy/csp.ts) in every engine, and a new deploy can never pair the document
 * with another deploy's files. `read` gives a site path's text, or undefined.
 */
export function withInlineFiles(html: string, read: (path: string) => string | undefined): string {
  const missing = (path: string): never => {
    throw new Error(`${path}: linked by the calendar's frame document, not in the build`);
  };
  return html
    .replace(
      /<link rel="stylesheet" href="(\/[^"]+)" \/>/g,
      (_, path: string) => `<style>\n${read(path) ?? missing(path)}</style>`,
    )
    .replace(/<script src="(\/[^"]+)"><\/script>/g, (_, path: string) => {
      const script = read(path) ?? missing(path);
      if (/<\/script/i.test(script))
        throw new Error(`${path}: holds "</script", which would end it early when inlined`);
      return `<script>\n${script}</script>`;
    });
}
