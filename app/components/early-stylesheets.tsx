import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * The root stylesheet as a React 19 stylesheet resource (`precedence`): React writes it at the
 * top of <head>, before the dozen module preloads <Scripts /> adds, so the one render-blocking
 * request is not queued behind the JavaScript (six connections per host over HTTP/1.1).
 * <Links /> still renders the same URL further down; the browser fetches it once.
 */
export function EarlyStylesheets() {
  const hrefs = useContext(UNSAFE_FrameworkContext)?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}
