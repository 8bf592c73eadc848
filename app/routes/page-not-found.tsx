import type { Route } from "./+types/page-not-found";
import { NotFoundMessage } from "../components/not-found-message";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";

/** /{lang}/{anything else}: "Page not found" in that language's chrome. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const { messages } = localeDataFromMatches(matches);
  return pageMeta({ title: messages.meta.notFoundTitle, noindex: true });
};

export default function PageNotFound() {
  const { t } = useI18n();
  return <NotFoundMessage title={t.notFound.title} />;
}
