/** Logs the unknown path (docs/product.md); the language menu takes its first segment for a language code. */
export function startNotFound() {
  if (!document.querySelector("[data-not-found]")) return;
  console.error(`404: no page at ${location.pathname}`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#language-menu a[hreflang]"))
    link.href = `/${link.hreflang}${location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "")}${location.search}`;
}
