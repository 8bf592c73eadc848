/**
 * A not-found document (app/site/not-found-message.tsx) is answered for any unknown path:
 * it logs the path asked for, as docs/product.md requires, and its language menu leads to that path in
 * each language, its first segment taken for a language code (/nl/agb → /fr/agb).
 */
export function startNotFound() {
  if (!document.querySelector("[data-not-found]")) return;
  console.error(`404: no page at ${location.pathname}`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#language-menu a[hreflang]"))
    link.href = `/${link.hreflang}${location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "")}${location.search}`;
}
