import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/booking";
import { BookingTool } from "../components/booking-tool";
import { PageHeader } from "../components/page-header";
import { PropertySelect } from "../components/property-select";
import { getMessages } from "../i18n/messages.server";
import { localeFromPath, localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { pageMeta } from "../lib/meta";
import { shareImageOf } from "../lib/share-image.server";
import { propertyOfPath } from "../lib/site";
import { bookingPagePath, selectionFromPath } from "../lib/smoobu";

/** Build time: the page's title and description; /booknow/pberg and /booknow/mitte name their apartment. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { meta } = getMessages(locale);
  const slug = propertyOfPath(pathname);
  const apartment = slug ? meta[`${slug}Title`] : null;
  return {
    locale,
    title: apartment ? `${meta.bookingTitle}: ${apartment}` : meta.bookingTitle,
    description: apartment ? `${apartment}. ${meta.bookingDescription}` : meta.bookingDescription,
    share: shareImageOf(locale, slug ?? undefined),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        page: { path: location.pathname, locale: loaderData.locale, image: loaderData.share },
      })
    : [];

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
