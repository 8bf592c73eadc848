import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/booking";
import { BookingOverview } from "../components/booking-overview";
import { BookingTool } from "../components/booking-tool";
import { PageHeader } from "../components/page-header";
import { PropertySelect } from "../components/property-select";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { pageMeta } from "../lib/meta";
import { pageTexts } from "../lib/page-texts.server";
import { getBookingTexts, getPropertyCards, getStayTexts } from "../lib/properties.server";
import { getSiteMessages } from "../lib/site-messages.server";
import { I18nProvider } from "../lib/i18n-context";
import { renderToStaticMarkup } from "react-dom/server";
import { localeParam, revalidateOnLanguage, slugParam } from "../lib/route-params";
import { shareImageOf } from "../lib/share-image.server";
import { isIndexedPath } from "../lib/site";
import { bookingPagePath, selectionFromPath } from "../lib/smoobu";

/**
 * Build time: the page's own title and description; /booknow/pberg and /booknow/mitte share
 * their apartment's photo and are not indexed (docs/decisions/014-booking-page-indexing.md).
 * The summary beside the tool (the chosen apartment, or both to choose from) becomes HTML here.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeParam(params);
  const slug = params.slug === undefined ? null : slugParam(params.slug);
  return {
    locale,
    ...pageTexts(locale, slug ? `booknow/${slug}` : "booknow"),
    texts: getBookingTexts(locale),
    summary: renderToStaticMarkup(
      <I18nProvider locale={locale} messages={getSiteMessages(locale)}>
        <BookingOverview
          selection={slug ?? "all"}
          stay={getStayTexts(locale)}
          apartments={getPropertyCards(locale)
            .filter((apartment) => slug === null || apartment.slug === slug)
            .map(({ summary: _description, ...apartment }) => apartment)}
        />
      </I18nProvider>,
    ),
    indexed: isIndexedPath(pathname),
    share: shareImageOf(locale, slug ?? undefined),
  };
}

export const shouldRevalidate = revalidateOnLanguage;

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
export default function Booking({ loaderData: { texts, summary } }: Route.ComponentProps) {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selection = selectionFromPath(pathname);
  return (
    <>
      <PageHeader title={texts.title}>{texts.text}</PageHeader>
      {/* Phones: choice, summary, tool; wide screens: the summary beside the choice and the tool. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-y-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <PropertySelect
          texts={texts}
          value={selection}
          onChange={(next) =>
            navigate(localePath(locale, bookingPagePath(next)), { replace: true, preventScrollReset: true })
          }
        />
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Prerendered HTML (components/booking-overview.tsx): static, no code in the bundle. */}
          <div className="lg:top-24 lg:tall:sticky" dangerouslySetInnerHTML={{ __html: summary }} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <BookingTool key={selection} selection={selection} texts={texts} />
        </div>
      </div>
    </>
  );
}
