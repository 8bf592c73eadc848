import { Icon } from "../shared/icon";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import { googleMapsEmbedUrl, googleMapsLink } from "./maps";
import { clsx } from "clsx";
import { Button } from "../shared/button";
import { SectionHeading } from "../shared/section-heading";

/**
 * The 400 px map, HTML first (its script: app/apartment/map.client.ts). Google Maps loads only with
 * consent (Accept in the banner, at once and without a reload) or when the guest asks for it here;
 * until then nothing is requested from Google and the area shows the address, a button and a plain
 * link. The frame and the line under it are prerendered in a `<template>` that the script puts in
 * the area and after it (the page's Referrer-Policy header applies to the frame). Without script
 * the button is hidden (app.css) and the link stands.
 */
export function MapSection({ address }: { address: string }) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="location" data-map="">
      <SectionHeading id="location">{t.apartment.location}</SectionHeading>
      <div className="on-dark relative mt-5 h-[400px] overflow-hidden rounded-card bg-navy-900">
        <div className="map-grid flex size-full flex-col items-center justify-center gap-4 p-6 text-center text-white">
          <Icon name="map-pin" className="size-10 text-lime-400" />
          <p className="text-lg font-semibold">{address}</p>
          <p className="max-w-md text-sm text-navy-100">{t.map.placeholder}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            <Button type="button" variant="accent" data-needs-script="">
              <Icon name="map-pin" />
              {t.map.load}
            </Button>
            <OpenInGoogleMaps address={address} className="gap-2 text-lime-300 hover:text-lime-400" />
          </div>
        </div>
      </div>
      <template>
        <iframe
          src={googleMapsEmbedUrl({ address }, locale)}
          title={format(t.map.title, { address })}
          loading="lazy"
          className="size-full border-0"
        />
        {/* Under the frame, never over Google's own controls: the address and the link stay when a
            content blocker keeps the frame empty (its load event fires either way, so it cannot tell). */}
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-navy-700">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4.5 text-navy-500" />
            {address}
          </span>
          <OpenInGoogleMaps address={address} className="gap-1.5 text-navy-900" />
        </p>
      </template>
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
      className={clsx("inline-flex min-h-11 items-center font-semibold underline underline-offset-4", className)}
    >
      {t.map.openInGoogleMaps}
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">{t.home.opensInNewTab}</span>
    </a>
  );
}
