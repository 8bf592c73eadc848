import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { propertySlugs } from "./content/apartment-slugs";
import { locales, type Locale } from "./i18n/locales";
import { redirectPaths } from "./lib/site";

/**
 * One line per screen. The language is a static segment per entry of `locales` (not `:lang`),
 * and an apartment a static segment per slug: the servers answer unknown paths with a
 * prerendered not-found document, which hydrates only where the browser's router matches the
 * same routes (docs/decisions/011-route-and-content-model.md). Ids are unique names; no code reads them.
 */
const language = (lang: Locale) =>
  route(lang, "routes/locale-layout.tsx", { id: lang }, [
    index("routes/home.tsx", { id: `${lang}/home` }),
    ...propertySlugs.map((slug) => route(slug, "routes/property.tsx", { id: `${lang}/${slug}` })),
    route("booknow", "routes/booking.tsx", { id: `${lang}/booknow` }),
    ...propertySlugs.map((slug) => route(`booknow/${slug}`, "routes/booking.tsx", { id: `${lang}/booknow/${slug}` })),
    // agb, impressum, datenschutz; any other segment: "Page not found" in this language.
    route(":page", "routes/legal.tsx", { id: `${lang}/:page` }),
  ]);

export default [
  // Language-less paths: the servers answer 301 to /en/…; these routes redirect in `npm run dev`.
  ...redirectPaths.map((path, i) =>
    i === 0
      ? index("routes/redirect-to-english.tsx", { id: "redirect /" })
      : route(path, "routes/redirect-to-english.tsx", { id: `redirect ${path}` }),
  ),
  ...locales.map(language),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
