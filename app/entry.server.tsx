import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Every page is rendered once, at build time (prerender), so nothing is gained by streaming:
 * React is given the whole render before the first byte, as its docs advise for static
 * generation. React Router's default entry waits so only for bots and SPA mode; for prerendered
 * pages it flushes the shell first, and React then writes the route data's Suspense boundaries
 * out of order with a reveal script and three more inline scripts (about 0.9 KB brotli on every
 * page and three more hashes in the CSP; decision 017).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
