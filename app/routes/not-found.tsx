import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "../site/not-found-message";
import { SiteChrome } from "../site/site-chrome";
import { en } from "../i18n/en";
import { pageMeta } from "../seo/meta";

/** Any path outside the five languages: "Oops! Page not found", in English chrome. */
export const notFoundTitle = "Oops! Page not found";

export const meta: Route.MetaFunction = () => pageMeta({ title: notFoundTitle, noindex: true });

export default function NotFound() {
  return (
    <SiteChrome locale="en" messages={en}>
      <NotFoundMessage title={notFoundTitle} texts={en.notFound} />
    </SiteChrome>
  );
}
