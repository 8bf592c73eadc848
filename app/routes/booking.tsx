import type { Route } from "./+types/booking";
import { PageHeader } from "../components/page-header";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { messages } = localeDataFromMatches(matches);
  return pageMeta({ title: messages.meta.bookingTitle, description: messages.meta.bookingDescription });
};

export default function Booking() {
  const { t } = useI18n();
  return <PageHeader title={t.meta.bookingTitle}>{t.meta.bookingDescription}</PageHeader>;
}
