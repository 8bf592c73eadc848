import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { apartmentSlugs } from "./content/load.server";
import { globalNotFoundPath } from "./pages.server";

/**
 * One line per screen (docs/decisions/011-route-and-content-model.md). Loaders check the params
 * (`:lang` against `locales`, `:slug` against the apartments) and answer 404 for anything else.
 * An apartment's page is a static segment per slug, because `:page` (the legal pages, and "Page
 * not found" for any other word) takes the dynamic segment at that level.
 */
export default [
  route(":lang", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...apartmentSlugs().map((slug) => route(slug, "routes/apartment.tsx", { id: `apartment ${slug}` })),
    route("booknow/:slug?", "routes/booking.tsx"),
    route(":page", "routes/legal.tsx"),
  ]),
  // The document the servers answer every other unknown path with ("Oops! Page not found"); in
  // `npm run dev` such a path shows the root's error boundary.
  route(globalNotFoundPath.slice(1), "routes/not-found.tsx"),
] satisfies RouteConfig;
