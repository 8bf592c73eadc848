import { CalendarDays } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { watchCalendarStyle } from "../lib/calendar-style";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { whenNearViewport } from "../lib/near-viewport";
import { loadScript } from "../lib/script-loader";
import type { PropertySlug } from "../lib/site";
import { calendarConfig, calendarScriptUrl } from "../lib/smoobu";
import { buttonVariants } from "./ui/button";
import { EmbedFailure } from "./embed-failure";

type Status = "waiting" | "loading" | "failed";

/** How long the provider may take to draw after its script ran, before the guest is told. */
const drawTimeout = 10_000;

/**
 * The provider's availability calendar. Its script is loaded when the area nears the
 * viewport, once per page (a new apartment remounts this with a new key), retried after
 * 1 s and 3 s; the area keeps at least 600 px so nothing moves when the calendar appears.
 */
export function AvailabilityCalendar({ slug }: { slug: PropertySlug }) {
  const { locale, t } = useI18n();
  const widget = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const config = calendarConfig(locale, slug);

  useEffect(() => {
    const area = widget.current;
    if (!area) return;
    const controller = new AbortController();
    let stopStyle: (() => void) | undefined;
    let drawTimer: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = whenNearViewport(area, () => {
      setStatus("loading");
      loadScript(calendarScriptUrl, { signal: controller.signal }).then(
        () => {
          stopStyle = watchCalendarStyle(area);
          // The script ran but drew nothing (a wrong id, the provider down): say so.
          drawTimer = setTimeout(() => {
            if (!area.querySelector(".calendarContent")?.hasChildNodes()) setStatus("failed");
          }, drawTimeout);
        },
        () => controller.signal.aborted || setStatus("failed"),
      );
    });
    return () => {
      controller.abort();
      clearTimeout(drawTimer);
      stopWaiting();
      stopStyle?.();
    };
  }, [locale, slug]);

  return (
    <div
      data-slot="calendar-area"
      className="relative mt-5 grid min-h-[600px] overflow-hidden rounded-card border border-navy-100 bg-white"
    >
      {/* The provider draws into .calendarContent; React never renders children there. */}
      <div ref={widget} id={config.id} className="calendarWidget col-start-1 row-start-1 p-2 sm:p-4">
        <div
          className="calendarContent peer"
          data-load-calendar-url={config.url}
          data-verification={config.verification}
          data-baseurl={config.baseUrl}
          data-disable-css="false"
        />
        {status === "failed" ? (
          <div className="flex min-h-[560px] items-center justify-center p-6">
            <EmbedFailure title={t.embed.calendarFailed} hint={t.embed.failedHint}>
              <Link to={localePath(locale, `booknow/${slug}`)} className={buttonVariants({ size: "md" })}>
                {t.embed.openBooking}
              </Link>
            </EmbedFailure>
          </div>
        ) : (
          <div className="hidden min-h-[560px] flex-col items-center justify-center gap-3 text-navy-600 peer-empty:flex">
            <CalendarDays className="size-10 text-navy-300 motion-safe:animate-pulse" aria-hidden="true" />
            <p role="status">{status === "loading" ? t.embed.loading : ""}</p>
          </div>
        )}
      </div>
    </div>
  );
}
