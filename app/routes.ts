import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { apartmentSlugs } from "./content/load.server";
import { globalNotFoundPath } from "./pages.server";

/** Loaders answer 404 for unknown params (docs/decisions/011-route-and-content-model.md); apartments are static segments because `:page` takes the dynamic one. */
export default [
  route(":lang", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...apartmentSlugs().map((slug) => route(slug, "routes/apartment.tsx", { id: `apartment ${slug}` })),
    route("booknow/:slug?", "routes/booking.tsx"),
    route(":page", "routes/legal.tsx"),
  ]),
  // The servers answer every other unknown path with this; `npm run dev` shows the root's error boundary.
  route(globalNotFoundPath.slice(1), "routes/not-found.tsx"),
] satisfies RouteConfig;
