import type { Route } from "./+types/booking";
import { BookingOverview } from "../booking/booking-overview";
import { BookingTool } from "../booking/booking-tool";
import { PageHeader } from "./page-header";
import { ApartmentSelect } from "../booking/apartment-select";
import { pageMeta } from "../seo/meta";
import { apartmentTexts, pageTexts } from "../seo/page-texts.server";
import { apartmentCard, apartmentsWithValues } from "../apartment/apartments.server";
import { getBookingTexts, getStayTexts } from "../i18n/messages.server";
import { localeParam, slugParam } from "./route-params.server";
import { shareImageOf } from "../seo/share-image.server";
import { isIndexedPath } from "../pages.server";

/** An apartment's booking page (/booknow/pberg) shares its apartment's photo and is not indexed (decision 014). */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeParam(params);
  const slug = params.slug === undefined ? null : slugParam(params.slug);
  const apartments = apartmentsWithValues(locale);
  const chosen = apartments.find(({ apartment }) => apartment.slug === slug);
  const cards = apartments.map(({ apartment, values }) => apartmentCard(apartment, values, locale));
  return {
    locale,
    ...(chosen ? apartmentTexts(chosen.apartment, chosen.values, "booking", locale) : pageTexts(locale, "booknow")),
    texts: getBookingTexts(locale),
    selection: slug ?? ("all" as const),
    smoobuId: chosen?.apartment.facts.smoobuId ?? null,
    stay: getStayTexts(locale),
    // The choice lists the apartments by their names, alphabetically (Bernauer Strasse, Zionskirchplatz).
    choices: cards.map(({ slug, title }) => ({ slug, title })).sort((a, b) => a.title.localeCompare(b.title, locale)),
    apartments: cards
      .filter((card) => slug === null || card.slug === slug)
      .map(({ summary: _description, ...card }) => card),
    indexed: isIndexedPath(pathname),
    share: shareImageOf(locale, chosen?.apartment),
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

/** The apartment comes from the path; choosing another loads that apartment's booking page. */
export default function Booking({
  loaderData: { texts, selection, smoobuId, choices, stay, apartments },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={texts.title}>{texts.text}</PageHeader>
      {/* Phones: choice, summary, tool; wide screens: the summary beside the choice and the tool. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-y-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <ApartmentSelect texts={texts} value={selection} apartments={choices} />
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:top-24 lg:tall:sticky">
            <BookingOverview selection={selection} stay={stay} apartments={apartments} />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <BookingTool smoobuId={smoobuId} texts={texts} />
        </div>
      </div>
    </>
  );
}
