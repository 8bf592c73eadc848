import type { Route } from "./+types/home";
import { PageHeader } from "../components/page-header";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { messages } = localeDataFromMatches(matches);
  return pageMeta({ title: messages.meta.homeTitle, description: messages.meta.homeDescription });
};

export default function Home() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t.meta.homeTitle}>{t.meta.homeDescription}</PageHeader>
      <section id="properties" className="mx-auto max-w-6xl px-4 py-16 sm:px-6" />
    </>
  );
}
