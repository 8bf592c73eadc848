import type { Route } from "./+types/home";
import { HomeHero } from "../home/home-hero";
import { HomeHighlights } from "../home/home-highlights";
import { ApartmentCard } from "../apartment/apartment-card";
import { SectionHeading } from "../shared/section-heading";
import { pageMeta } from "../seo/meta";
import { pageTexts } from "../seo/page-texts.server";
import { apartmentCard, apartmentsWithValues, getHeroPhoto } from "../apartment/apartments.server";
import { getHomeTexts } from "../i18n/messages.server";
import { localeParam } from "./route-params.server";
import { shareImageOf } from "../seo/share-image.server";
import { lodgingBusinessJsonLd } from "../seo/structured-data.server";

/** Build time: the hero photo, the apartments' cards and the page's title and description in this language. */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const apartments = apartmentsWithValues(locale);
  return {
    locale,
    ...pageTexts(locale, ""),
    share: shareImageOf(locale),
    texts: getHomeTexts(locale),
    hero: getHeroPhoto(),
    cards: apartments.map(({ apartment, values }) => apartmentCard(apartment, values, locale)),
    structuredData: lodgingBusinessJsonLd(
      locale,
      apartments.map(({ apartment }) => apartment),
    ),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.title,
          description: loaderData.description,
          page: { path: location.pathname, locale: loaderData.locale, image: loaderData.share },
        }),
        { "script:ld+json": loaderData.structuredData },
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero photo={loaderData.hero} texts={loaderData.texts} />
      <section
        id="properties"
        aria-labelledby="properties-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 md:py-24"
      >
        <SectionHeading id="properties-title">{loaderData.texts.apartmentsTitle}</SectionHeading>
        <p className="mt-3 max-w-2xl text-lg text-navy-700">{loaderData.texts.apartmentsText}</p>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {loaderData.cards.map((card) => (
            <ApartmentCard key={card.slug} card={card} learnMore={loaderData.texts.learnMore} />
          ))}
        </div>
      </section>
      <HomeHighlights texts={loaderData.texts} />
    </>
  );
}
