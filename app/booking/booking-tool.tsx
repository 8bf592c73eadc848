import { Icon } from "../shared/icon";
import type { BookingPageTexts } from "../i18n/page-messages";
import { useI18n } from "../i18n/i18n-context";
import { bookingToolConfig } from "../shared/smoobu";
import type { SmoobuId } from "../content/schema.server";
import { buttonVariants } from "../shared/button";
import { EmbedFailure } from "../shared/embed-failure";
import { EmbedWithoutScript } from "./embed-without-script";

export interface BookingToolProps {
  /** The chosen apartment's Smoobu id; null for every apartment. */
  smoobuId: SmoobuId | null;
  texts: BookingPageTexts;
}

/** The booking tool's area as plain HTML; app/booking/booking-tool.client.ts runs it, no React in the browser. */
export function BookingTool({ smoobuId, texts }: BookingToolProps) {
  const { locale, t } = useI18n();
  const { containerId, url, baseUrl } = bookingToolConfig(locale, smoobuId);
  return (
    <div
      role="region"
      aria-label={texts.bookingFrameTitle}
      tabIndex={-1}
      data-slot="booking-area"
      data-status="loading"
      className="group relative mt-8 grid min-h-[240vh] md:min-h-[220vh]"
    >
      <div
        id={containerId}
        data-url={url}
        data-base-url={baseUrl}
        className="col-start-1 row-start-1 group-data-[status=failed]:hidden [&_iframe]:w-full"
      />
      <EmbedWithoutScript url={url} />
      <div className="col-start-1 row-start-1 hidden flex-col items-center gap-3 bg-white pt-24 text-navy-600 group-data-[status=loading]:flex">
        <Icon name="calendar-days" className="size-10 text-navy-300 motion-safe:animate-pulse" />
      </div>
      <p role="status" className="absolute inset-x-0 top-40 text-center text-navy-700">
        {t.embed.loading}
      </p>
      {/* Put in place by the script only after a failure, so that it is announced. */}
      <template data-slot="booking-failure">
        <div className="col-start-1 row-start-1 flex justify-center py-12">
          <EmbedFailure title={texts.bookingFailed} hint={texts.bookingFailedHint}>
            <a href={url} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
              {/* The label says "in a new tab" already: no hidden "(opens in a new tab)" after it. */}
              {texts.openProviderBooking}
              <Icon name="external-link" />
            </a>
          </EmbedFailure>
        </div>
      </template>
    </div>
  );
}
