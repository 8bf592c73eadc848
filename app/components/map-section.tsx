import { ExternalLink, MapPin } from "lucide-react";
import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { SectionHeading } from "./section-heading";

export function googleMapsLink(property: Pick<PropertyView, "address">) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(property.address)}`;
}

/** The 400 px map area: the address and a link that opens it in Google Maps in a new tab. */
export function MapSection({ property }: { property: PropertyView }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="location">
      <SectionHeading id="location">{t.property.location}</SectionHeading>
      <div className="relative mt-5 flex h-[400px] flex-col items-center justify-center gap-4 overflow-hidden rounded-card bg-navy-900 p-6 text-center text-white">
        <div
          className="absolute inset-0 [background-image:linear-gradient(var(--color-navy-500)_1px,transparent_1px),linear-gradient(90deg,var(--color-navy-500)_1px,transparent_1px)] [background-size:40px_40px] opacity-20"
          aria-hidden="true"
        />
        <MapPin className="relative size-10 text-lime-400" aria-hidden="true" />
        <p className="relative text-lg font-semibold">{property.address}</p>
        <p className="relative max-w-md text-sm text-navy-100">{t.map.placeholder}</p>
        <a
          href={googleMapsLink(property)}
          target="_blank"
          rel="noopener noreferrer"
          className="relative inline-flex min-h-11 items-center gap-2 font-semibold text-lime-300 underline underline-offset-4 hover:text-lime-400"
        >
          {t.map.openInGoogleMaps}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.home.opensInNewTab}</span>
        </a>
      </div>
    </section>
  );
}
