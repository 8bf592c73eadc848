import { Icon } from "../shared/icon";
import { useEffect, useRef, useState } from "react";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import { googleMapsEmbedUrl, googleMapsLink } from "./maps";
import { cn } from "../shared/utils";
import { useConsent } from "../consent/use-consent";
import { Button } from "../shared/button";
import { SectionHeading } from "../shared/section-heading";

/**
 * The 400 px map (an island: app/apartment/map.island.tsx). Google Maps loads only with consent (Accept in
 * the banner, at once and without a reload) or when the guest asks for it here; until then nothing is requested
 * from Google and the area shows the address, a button and a plain link. With the map, the
 * address and the link stay under it.
 */
export interface MapSectionProps {
  address: string;
}

export function MapSection({ address }: MapSectionProps) {
  const { locale, t } = useI18n();
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const showMap = consent === true || requested;

  useEffect(() => {
    // The button that was focused is gone: keep the keyboard user at the map.
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <section aria-labelledby="location">
      <SectionHeading id="location">{t.apartment.location}</SectionHeading>
      <div className="on-dark relative mt-5 h-[400px] overflow-hidden rounded-card bg-navy-900">
        {showMap ? (
          <iframe
            ref={frame}
            src={googleMapsEmbedUrl({ address }, locale)}
            title={format(t.map.title, { address })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center text-white">
            <div
              className="absolute inset-0 [background-image:linear-gradient(var(--color-navy-500)_1px,transparent_1px),linear-gradient(90deg,var(--color-navy-500)_1px,transparent_1px)] [background-size:40px_40px] opacity-20"
              aria-hidden="true"
            />
            <Icon name="map-pin" className="relative size-10 text-lime-400" />
            <p className="relative text-lg font-semibold">{address}</p>
            <p className="relative max-w-md text-sm text-navy-100">{t.map.placeholder}</p>
            <div className="relative flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
              <Button variant="accent" onClick={() => setRequested(true)} data-needs-script="">
                <Icon name="map-pin" />
                {t.map.load}
              </Button>
              <OpenInGoogleMaps address={address} className="gap-2 text-lime-300 hover:text-lime-400" />
            </div>
          </div>
        )}
      </div>
      {showMap && (
        // Under the frame, never over Google's own controls: the address and the link stay when a
        // content blocker keeps the frame empty (its load event fires either way, so it cannot tell).
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-navy-700">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4.5 text-navy-500" />
            {address}
          </span>
          <OpenInGoogleMaps address={address} className="gap-1.5 text-navy-900" />
        </p>
      )}
    </section>
  );
}

/** The address in Google Maps, in a new tab: beside the button before consent, under the map after. */
function OpenInGoogleMaps({ address, className }: { address: string; className: string }) {
  const { t } = useI18n();
  return (
    <a
      href={googleMapsLink({ address })}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex min-h-11 items-center font-semibold underline underline-offset-4", className)}
    >
      {t.map.openInGoogleMaps}
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">{t.home.opensInNewTab}</span>
    </a>
  );
}
