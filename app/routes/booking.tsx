import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/booking";
import { BookingTool } from "../components/booking-tool";
import { PageHeader } from "../components/page-header";
import { PropertySelect } from "../components/property-select";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { localeDataFromMatches, pageMeta } from "../lib/meta";
import { bookingPagePath, selectionFromPath } from "../lib/smoobu";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale, messages } = localeDataFromMatches(matches);
  // /booknow/pberg and /booknow/mitte name their apartment, so every page's title is unique.
  const selection = selectionFromPath(location.pathname);
  const apartment = selection === "all" ? null : messages.meta[`${selection}Title`];
  const { bookingTitle, bookingDescription } = messages.meta;
  return pageMeta({
    title: apartment ? `${bookingTitle}: ${apartment}` : bookingTitle,
    description: apartment ? `${apartment}. ${bookingDescription}` : bookingDescription,
    page: { path: location.pathname, locale },
  });
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
