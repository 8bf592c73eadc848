import type { Route } from "./+types/apartment";
import { AboutSection } from "../apartment/about-section";
import { AmenitiesSection } from "../apartment/amenities-section";
import { AvailabilitySection } from "../calendar/availability-section";
import { ContactBlock } from "../apartment/contact-block";
import { FactsRow } from "../apartment/facts-row";
import { GuestQuestionsSection } from "../apartment/guest-questions-section";
import { MapSection } from "../apartment/map-section";
import { ApartmentBookingBar } from "../apartment/booking-bar";
import { ApartmentBookingCard } from "../apartment/booking-card";
import { ApartmentGallery } from "../apartment/gallery";
import { SleepingArrangements } from "../apartment/sleeping-arrangements";
import { SurroundingsSection } from "../apartment/surroundings-section";
import { Button } from "../shared/button";
import { format } from "../i18n/format";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../seo/meta";
import { apartmentTexts } from "../seo/page-texts.server";
import { apartmentValues, apartmentView } from "../apartment/apartments.server";
import { apartmentContent, loadContent } from "../content/load.server";
import { getStayTexts } from "../i18n/messages.server";
import { localeParam, slugParam } from "./route-params.server";
import type { PageHandle } from "../shared/page-handle";
import { shareImageOf } from "../seo/share-image.server";
import { cardTerms } from "../apartment/stay-terms";
import { apartmentOfPath } from "../pages.server";
import { vacationRentalJsonLd } from "../seo/structured-data";
import { rentalData } from "../seo/structured-data.server";

export const handle: PageHandle = { bookingBar: true };

/** Build time: this apartment in this language, its values built once and handed to each part of the page. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  // The apartment is this route's static segment (app/routes.ts): the path's last one.
  const slug = slugParam(apartmentOfPath(new URL(request.url).pathname));
  const content = apartmentContent(slug);
  const values = apartmentValues(content, locale);
  return {
    locale,
    ...apartmentTexts(content, values, "apartment", locale),
    share: shareImageOf(locale, content),
    apartment: apartmentView(content, loadContent().house, values, locale),
    stay: cardTerms(getStayTexts(locale)),
    rental: rentalData(content),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const { title, description, share, apartment, rental } = loaderData;
  return [
    ...pageMeta({ title, description, page: { path: location.pathname, locale: loaderData.locale, image: share } }),
    { "script:ld+json": vacationRentalJsonLd(apartment, rental, loaderData.locale, description) },
  ];
};

export default function Apartment({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { apartment, stay } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 md:pt-12 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      {/* Title and photos, then the booking card beside them (so Tab and a screen reader reach it
          after the photos, where the eye finds it, not after the map), then the rest. */}
      <div className="min-w-0 space-y-6">
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-navy-950 md:text-5xl">{apartment.title}</h1>
          <FactsRow apartment={apartment} />
        </header>
        <ApartmentGallery photos={apartment.photos} rooms={apartment.rooms} title={apartment.title} />
      </div>
      {/* Its cell spans both rows, so the card stays in view down to the footer. On phones the cell
          holds the card as a closed sheet: shown (not display: none), or the sheet could not open. */}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pb-12">
        <ApartmentBookingCard apartment={apartment} stay={stay} />
      </div>
      <div className="mt-12 min-w-0 space-y-12 pb-20 md:mt-16 md:space-y-16 lg:col-start-1">
        <AboutSection apartment={apartment} />
        <SleepingArrangements sleeping={apartment.sleeping} />
        <AmenitiesSection amenities={apartment.amenities} glance={apartment.glance} />
        <AvailabilitySection slug={apartment.slug} title={apartment.title} ids={apartment.calendar} />
        <GuestQuestionsSection questions={apartment.questions} />
        <div className="space-y-6">
          <Button asChild size="lg" className="w-full">
            <a href={localePath(locale, `booknow/${apartment.slug}`)}>
              {format(t.apartment.bookThis, { title: apartment.title })}
            </a>
          </Button>
          <ContactBlock />
        </div>
        <MapSection address={apartment.address} />
        <SurroundingsSection items={apartment.surroundings} />
        <p className="border-t border-navy-100 pt-6 text-sm text-navy-600">
          {`${t.apartment.registrationNumber} `}
          <span className="font-medium text-navy-900">{apartment.registrationNumber}</span>
        </p>
      </div>
      <ApartmentBookingBar apartment={apartment} />
    </div>
  );
}
