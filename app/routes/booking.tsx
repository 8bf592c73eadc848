import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/booking";
import { BookingTool } from "../components/booking-tool";
import { PageHeader } from "../components/page-header";
import { PropertySelect } from "../components/property-select";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { pageMeta } from "../lib/meta";
import { pageTexts } from "../lib/page-texts.server";
import { getBookingTexts } from "../lib/properties.server";
import { localeParam, slugParam } from "../lib/route-params";
import { shareImageOf } from "../lib/share-image.server";
import { isIndexedPath } from "../lib/site";
import { bookingPagePath, selectionFromPath } from "../lib/smoobu";

/**
 * Build time: the page's own title and description; /booknow/pberg and /booknow/mitte share
 * their apartment's photo and are not indexed (docs/decisions/014-booking-page-indexing.md).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeParam(params);
  const slug = params.slug === undefined ? null : slugParam(params.slug);
  return {
    locale,
    ...pageTexts(locale, slug ? `booknow/${slug}` : "booknow"),
    texts: getBookingTexts(locale),
    indexed: isIndexedPath(pathname),
    share: shareImageOf(locale, slug ?? undefined),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        noindex: !loaderData.indexed,
        page: { path: location.pathname, locale: loaderData.locale, image: loaderData.share },
      })
    : [];

/** The booking page: the apartment comes from the path; a change replaces the URL. */
export default function Booking({ loaderData: { texts } }: Route.ComponentProps) {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selection = selectionFromPath(pathname);
  return (
    <>
      <PageHeader title={texts.title}>{texts.text}</PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <PropertySelect
          texts={texts}
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
