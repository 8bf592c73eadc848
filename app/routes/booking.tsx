import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/booking";
import { BookingTool } from "../components/booking-tool";
import { PageHeader } from "../components/page-header";
import { PropertySelect } from "../components/property-select";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";
import { bookingPagePath, selectionFromPath } from "../lib/smoobu";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { messages } = localeDataFromMatches(matches);
  return pageMeta({ title: messages.meta.bookingTitle, description: messages.meta.bookingDescription });
};

/** The booking page: the apartment comes from the path; a change replaces the URL. */
export default function Booking() {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selection = selectionFromPath(pathname);
  return (
    <>
      <PageHeader title={t.booking.title}>{t.booking.text}</PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <PropertySelect
          value={selection}
          onChange={(next) =>
            navigate(localePath(locale, bookingPagePath(next)), { replace: true, preventScrollReset: true })
          }
        />
        <BookingTool key={selection} selection={selection} />
      </div>
    </>
  );
}
