import type { Route } from "./+types/property";
import { AboutSection } from "../components/about-section";
import { AmenitiesSection } from "../components/amenities-section";
import { AvailabilitySection } from "../components/availability-section";
import { ContactBlock } from "../components/contact-block";
import { FactsRow } from "../components/facts-row";
import { GuestQuestionsSection } from "../components/guest-questions-section";
import { Island } from "../components/island";
import { MapSection } from "../components/map-section";
import { PropertyBookingBar } from "../components/property-booking-bar";
import { PropertyBookingCard } from "../components/property-booking-card";
import { PropertyGallery } from "../components/property-gallery";
import { SleepingArrangements } from "../components/sleeping-arrangements";
import { SurroundingsSection } from "../components/surroundings-section";
import { Button } from "../components/ui/button";
import { format } from "../i18n/format";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { pageMeta } from "../lib/meta";
import { pageTexts } from "../lib/page-texts.server";
import { getProperty, getStayTexts } from "../lib/properties.server";
import { localeParam, slugParam, type PageHandle } from "../lib/route-params";
import { shareImageOf } from "../lib/share-image.server";
import { cardTerms } from "../lib/stay-facts";
import { propertyOfPath } from "../lib/site";
import { vacationRentalJsonLd } from "../lib/structured-data";
import { rentalFacts } from "../lib/structured-data.server";

export const handle: PageHandle = { bookingBar: true, islands: true };

/** Build time: this apartment in this language, photos resized, facts filled in from the data. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  // The apartment is this route's static segment (app/routes.ts): the path's last one.
  const slug = slugParam(propertyOfPath(new URL(request.url).pathname));
  return {
    locale,
    ...pageTexts(locale, slug),
    share: shareImageOf(locale, slug),
    property: getProperty(slug, locale),
    stay: cardTerms(getStayTexts(locale)),
    rental: rentalFacts(slug),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const { title, description, share, property, rental } = loaderData;
  return [
    ...pageMeta({ title, description, page: { path: location.pathname, locale: loaderData.locale, image: share } }),
    { "script:ld+json": vacationRentalJsonLd(property, rental, loaderData.locale) },
  ];
};

export default function Property({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { property, stay } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 md:pt-12 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      {/* Title and photos, then the booking card beside them (so Tab and a screen reader reach it
          after the photos, where the eye finds it, not after the map), then the rest. */}
      <div className="min-w-0 space-y-6">
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-navy-950 md:text-5xl">{property.title}</h1>
          <FactsRow property={property} />
        </header>
        <PropertyGallery photos={property.photos} rooms={property.rooms} title={property.title} />
      </div>
      {/* Its cell spans both rows, so the card stays in view down to the footer. */}
      <div className="hidden pb-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block">
        <PropertyBookingCard property={property} stay={stay} />
      </div>
      <div className="mt-12 min-w-0 space-y-12 pb-20 md:mt-16 md:space-y-16 lg:col-start-1">
        <AboutSection property={property} />
        <SleepingArrangements sleeping={property.sleeping} />
        <AmenitiesSection amenities={property.amenities} glance={property.glance} />
        <AvailabilitySection slug={property.slug} title={property.title} />
        <GuestQuestionsSection questions={property.questions} />
        <div className="space-y-6">
          <Button asChild size="lg" className="w-full">
            <a href={localePath(locale, `booknow/${property.slug}`)}>
              {format(t.property.bookThis, { title: property.title })}
            </a>
          </Button>
          <ContactBlock />
        </div>
        <Island name="map" near component={MapSection} props={{ address: property.address }} />
        <SurroundingsSection items={property.surroundings} />
        <p className="border-t border-navy-100 pt-6 text-sm text-navy-600">
          {`${t.property.registrationNumber} `}
          <span className="font-medium text-navy-900">{property.registrationNumber}</span>
        </p>
      </div>
      <PropertyBookingBar property={property} />
    </div>
  );
}
