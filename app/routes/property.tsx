import type { Route } from "./+types/property";
import { PageHeader } from "../components/page-header";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";

function slugOf(pathname: string) {
  return pathname.endsWith("/mitte") ? "mitte" : "pberg";
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { messages } = localeDataFromMatches(matches);
  const slug = slugOf(location.pathname);
  return pageMeta({ title: messages.meta[`${slug}Title`], description: messages.meta[`${slug}Description`] });
};

export default function Property({ matches }: Route.ComponentProps) {
  const { t } = useI18n();
  const slug = slugOf(matches.at(-1)?.pathname ?? "");
  return <PageHeader title={t.meta[`${slug}Title`]}>{t.meta[`${slug}Description`]}</PageHeader>;
}
