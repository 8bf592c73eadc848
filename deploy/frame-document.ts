/** Inlined: in the frame's opaque origin WebKit does not count the site's files as 'self' (decision 010). */
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
