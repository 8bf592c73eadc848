import { Icon } from "../shared/icon";
import { format } from "../i18n/format";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentCard as Card } from "./apartment-view";
import { ResponsivePicture } from "../shared/responsive-picture";

const sizes = "(min-width: 1200px) 540px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)";

export function ApartmentCard({ card, learnMore }: { card: Card; learnMore: string }) {
  const { locale, t } = useI18n();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-xl">
      <div className="aspect-[3/2] overflow-hidden bg-navy-50">
        <ResponsivePicture
          photo={card.image}
          sizes={sizes}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm font-medium text-navy-600">
          <Icon name="map-pin" className="size-4" />
          {card.location}
        </p>
        <h3 className="mt-1 text-2xl font-semibold tracking-tight text-navy-950">{card.title}</h3>
        <p className="mt-3 line-clamp-2 text-navy-700">{card.summary}</p>
        <p className="mt-4 flex gap-5 text-sm text-navy-700">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="ruler" className="size-4" />
            {card.size}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="users" className="size-4" />
            {format(t.home.guests, { count: card.guests })}
          </span>
        </p>
        <a
          href={localePath(locale, card.slug)}
          // Starts with the visible label (WCAG 2.5.3), then says which apartment.
          aria-label={`${learnMore}: ${card.title}`}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-navy-900 px-5 font-semibold text-lime-300 after:absolute after:inset-0 after:content-[''] hover:bg-navy-800"
        >
          {learnMore}
          {/* The same in the link's text, for search engines ("Learn more" alone is not descriptive). */}
          <span className="sr-only">: {card.title}</span>
          <Icon name="arrow-right" className="size-4.5" />
        </a>
      </div>
    </article>
  );
}
