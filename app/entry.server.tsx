import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { typesetDocument } from "./i18n/typeset.server";

/**
 * Every page is rendered once, at build time (prerender), so nothing is gained by streaming:
 * React is given the whole render before the first byte, as its docs advise for static
 * generation. React Router's default entry waits so only for bots and SPA mode; for prerendered
 * pages it flushes the shell first, and React then writes the route data's Suspense boundaries
 * out of order with a reveal script and three more inline scripts (about 0.9 KB brotli on every
 * page and three more hashes in the CSP).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  // React Router 8 prerenders a page by asking for its folder (/en/pberg/ for en/pberg/index.html);
  // the page's address, the one the browser shows and its canonical tag names, has no trailing
  // slash. Rendered at that address, links, the language menu and the canonical tag say so too.
  const { location } = context.staticHandlerContext;
  if (location.pathname.length > 1 && location.pathname.endsWith("/"))
    context.staticHandlerContext.location = { ...location, pathname: location.pathname.slice(0, -1) };
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  headers.set("Content-Type", "text/html");
  // Where a line may not break, in every text of the page (app/i18n/typeset.server.ts).
  return new Response(typesetDocument(await new Response(body).text()), { headers, status });
}
