import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { typesetDocument } from "./i18n/typeset.server";

/** Prerendered, so nothing is gained by streaming: React Router's default entry would flush the shell first and add inline scripts and CSP hashes. */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  // React Router prerenders a page by asking for its folder (/en/pberg/); rendered at the address
  // without the slash, links and the canonical tag name that address too.
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
  return new Response(typesetDocument(await new Response(body).text()), { headers, status });
}
