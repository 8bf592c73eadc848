import type { Route } from "./+types/booking";
import { PageHeader } from "../components/page-header";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";
import { propertySlugs } from "../lib/site";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale, messages } = localeDataFromMatches(matches);
  // /booknow/pberg and /booknow/mitte name their apartment, so every page's title is unique.
  const slug = propertySlugs.find((candidate) => location.pathname.endsWith(`/booknow/${candidate}`));
  const apartment = slug ? messages.meta[`${slug}Title`] : null;
  const { bookingTitle, bookingDescription } = messages.meta;
  return pageMeta({
    title: apartment ? `${bookingTitle}: ${apartment}` : bookingTitle,
    description: apartment ? `${apartment}. ${bookingDescription}` : bookingDescription,
    page: { path: location.pathname, locale },
  });
};

export default function Booking() {
  const { t } = useI18n();
  return <PageHeader title={t.meta.bookingTitle}>{t.meta.bookingDescription}</PageHeader>;
}
