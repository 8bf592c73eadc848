import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "../site/not-found-message";
import { Site } from "../site/site";
import { en } from "../i18n/en";
import { getSiteMessages } from "../i18n/messages.server";
import { pageMeta } from "../seo/meta";

/** Any path outside the five languages: "Oops! Page not found", in English chrome. */
export const notFoundTitle = "Oops! Page not found";

export const meta: Route.MetaFunction = () => pageMeta({ title: notFoundTitle, noindex: true });

/** Build time: the English frame's strings, as every English page has them. */
export function loader() {
  return { messages: getSiteMessages("en") };
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <Site locale="en" messages={loaderData.messages}>
      <NotFoundMessage title={notFoundTitle} texts={en.notFound} />
    </Site>
  );
}
