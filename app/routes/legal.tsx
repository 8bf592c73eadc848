import type { Route } from "./+types/legal";
import { PageHeader } from "../components/page-header";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";
import type { LegalPage } from "../lib/site";

function pageOf(pathname: string): LegalPage {
  const last = pathname.split("/").at(-1);
  return last === "impressum" || last === "datenschutz" ? last : "agb";
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { messages } = localeDataFromMatches(matches);
  const page = pageOf(location.pathname);
  return pageMeta({ title: messages.meta[`${page}Title`], description: messages.meta[`${page}Description`] });
};

export default function Legal({ matches }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = pageOf(matches.at(-1)?.pathname ?? "");
  return <PageHeader title={t.meta[`${page}Title`]}>{t.meta[`${page}Description`]}</PageHeader>;
}
