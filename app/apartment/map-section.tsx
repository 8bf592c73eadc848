import { Icon } from "../shared/icon";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import { googleMapsEmbedUrl, googleMapsLink } from "./maps";
import { clsx } from "clsx";
import { Button } from "../shared/button";
import { SectionHeading } from "../shared/section-heading";

/** Nothing is requested from Google before consent or a click: the frame waits in a `<template>`. */
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
      </template>
      {/* The address and link stay under the frame, as a content blocker can leave it empty unseen.
          Their room is kept, unseen, while the placeholder (which has them) shows: the map coming in
          as the guest scrolls to it moves nothing below it. */}
      <p data-map-under="" className="invisible mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-navy-700">
        <span className="inline-flex items-center gap-1.5">
          <Icon name="map-pin" className="size-4.5 text-navy-500" />
          {address}
        </span>
        <OpenInGoogleMaps address={address} className="gap-1.5 text-navy-900" />
      </p>
    </section>
  );
}

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
