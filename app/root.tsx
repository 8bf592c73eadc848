import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import type { loader as localeLoader } from "./routes/locale-layout";
import stylesheet from "./app.css?url";
import pageScript, { imports as pageScriptImports } from "virtual:page-script";
import { WithPageStrings } from "./shared/island";
import { localeFromPath } from "./i18n/paths";
import { hasHandle } from "./shared/page-handle";

// No font preload: Chromium would hold the first paint for it (decision 019). The icon is a bitmap:
// an SVG icon costs a whole SVG document on the main thread after the first paint (decision 032).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "32x32" }];

/**
 * The browser fetches a same-site page the guest is about to open (a pointer resting on its link,
 * or a tap beginning): the next document is there when the tap ends. Browsers without Speculation
 * Rules ignore it. Prefetch, not prerender: a prerendered apartment page would start the
 * provider's calendar for a page the guest may never open.
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[target=_blank], [data-photo]" } }] },
      eagerness: "moderate",
    },
  ],
});

/** Every page is static HTML with one small script; React Router runs only in the build (decision 024). */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const layout = useRouteLoaderData<typeof localeLoader>("routes/locale-layout");
  return (
    <html lang={localeFromPath(pathname)} data-booking-bar={hasHandle(matches, "bookingBar") ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: env(safe-area-inset-*) report the notch and home indicator (app.css). */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        {/* Fetched beside the page's script, not after it has arrived: a round trip sooner. */}
        {pageScriptImports.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={pageScript} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>
        <WithPageStrings href={layout?.pageStrings}>{children}</WithPageStrings>
        {/* Only in the single-page-app shell that React Router renders besides the pages, and insists
            on: the root alone matches there, never on a page. No guest gets it: scripts/site/build-end.ts
            deletes it. */}
        {matches.length === 1 && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
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
