import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { locales } from "./lib/i18n";
import { legalPages, propertySlugs, redirectPaths } from "./lib/site";

/**
 * Every route, declared explicitly. Each language gets its own static subtree,
 * so only en, de, fr, es and it are valid first segments; anything else is the 404 screen.
 */
export default [
  // Language-less paths: the server answers 301; in the browser (dev) these redirect too.
  ...redirectPaths.map((path) =>
    path === "/"
      ? index("routes/redirect-to-english.tsx", { id: "redirect-root" })
      : route(path, "routes/redirect-to-english.tsx", { id: `redirect${path.replaceAll("/", "-")}` }),
  ),
  ...locales.map((locale) =>
    route(locale, "routes/locale-layout.tsx", { id: `${locale}` }, [
      index("routes/home.tsx", { id: `${locale}/home` }),
      ...propertySlugs.map((slug) => route(slug, "routes/property.tsx", { id: `${locale}/${slug}` })),
      route("booknow", "routes/booking.tsx", { id: `${locale}/booknow` }),
      ...propertySlugs.map((slug) =>
        route(`booknow/${slug}`, "routes/booking.tsx", { id: `${locale}/booknow/${slug}` }),
      ),
      ...legalPages.map((page) => route(page, "routes/legal.tsx", { id: `${locale}/${page}` })),
      route(":page", "routes/page-not-found.tsx", { id: `${locale}/not-found` }),
    ]),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
