import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { useEffect, useLayoutEffect } from "react";
import type { Route } from "./+types/root";
import type { loader as localeLoader } from "./routes/locale-layout";
import stylesheet from "./app.css?url";
import { ScrollRestorationGuard, laidOutAttribute } from "./components/scroll-restoration-guard";
import { useFocusOnNavigation } from "./lib/use-focus-on-navigation";
import { adoptBrandFont } from "./lib/brand-font";
import { localeFromPath } from "./lib/i18n";
import { useHasBookingBar, useIsNotFoundPage } from "./lib/route-params";

// No font preload: Chromium would hold the first paint for it (app/lib/brand-font.ts).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // A not-found document is answered for any unknown path: it stays static HTML (lib/route-params).
  const hydrate = !useIsNotFoundPage();
  const bookingBar = useHasBookingBar();
  // The UI strings file React needs before it hydrates (app/lib/ui-strings.ts), fetched with the page.
  const strings = useRouteLoaderData<typeof localeLoader>("routes/locale-layout")?.strings;
  return (
    // suppressHydrationWarning: the script before React Router's may mark <html> data-laid-out.
    <html lang={localeFromPath(pathname)} data-booking-bar={bookingBar ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: env(safe-area-inset-*) report the notch and home indicator (app.css). */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* A React stylesheet resource (precedence): written before the eight module preloads, so
            over HTTP/1.1 it is not queued behind them (docs/decisions/012). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        {hydrate && strings && (
          <link rel="preload" href={strings} as="fetch" crossOrigin="anonymous" data-ui-strings="" />
        )}
      </head>
      <body>
        {children}
        <ScrollRestorationGuard />
        <ScrollRestoration />
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // Everything laid out before <ScrollRestoration> (a later sibling, so its layout effect runs
  // after this one) restores a position, and before another page is drawn by a client-side
  // navigation: both need the real heights of what lies above (app/app.css, decision 022).
  useLayoutEffect(() => {
    document.documentElement.setAttribute(laidOutAttribute, "");
  }, []);
  // Marks the document once React has taken over (tests wait for it before interacting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFocusOnNavigation();
  // The first client-side navigation brings in the brand font the first view went without.
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) adoptBrandFont();
  }, [navigating]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{message}</h1>
      <p className="mt-4">
        <a className="underline" href="/en">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
