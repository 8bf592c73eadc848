import { Icon } from "../shared/icon";
import { useEffect, useRef, useState } from "react";
import { format } from "../i18n/format";
import { calendarFrameSandbox, calendarFrameUrl, readCalendarReport } from "./calendar-frame";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { whenNearViewport } from "../shared/near-viewport";
import type { ApartmentSlug } from "../content/load.server";
import type { SmoobuIds } from "../shared/smoobu";
import { buttonVariants } from "../shared/button";
import { EmbedFailure } from "../shared/embed-failure";
import { clsx } from "clsx";

type Status = "waiting" | "loading" | "drawn" | "failed";

/** The calendar must be drawn within this time of the area nearing the viewport, the frame's retries included. */
export const calendarDeadline = 18_000;
/** The area's height before and while the calendar draws (docs/product.md: at least 600 px). */
const minHeight = 600;

/** The provider's widget in the site's own frame document (docs/decisions/010-calendar-frame-document.md). */
export interface AvailabilityCalendarProps {
  slug: ApartmentSlug;
  apartment: string;
  ids: SmoobuIds;
}

export function AvailabilityCalendar({ slug, apartment, ids }: AvailabilityCalendarProps) {
  const { locale, t } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const [height, setHeight] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const title = format(t.embed.calendarFrameTitle, { apartment });
  const src = calendarFrameUrl(locale, ids, { prev: t.embed.previousMonth, next: t.embed.nextMonth, title });

  useEffect(() => whenNearViewport(area.current!, () => setStatus("loading")), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's own window (sandboxed: its origin is opaque, "null").
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== "null") return;
      const report = readCalendarReport(event.data);
      if (report?.height) setHeight(report.height);
      if (report?.state === "drawn") setStatus("drawn");
      if (report?.state === "failed") setStatus((now) => (now === "loading" ? "failed" : now));
    };
    addEventListener("message", onMessage);
    return () => removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (status !== "loading") return;
    const timer = setTimeout(() => setStatus((now) => (now === "loading" ? "failed" : now)), calendarDeadline);
    return () => clearTimeout(timer);
  }, [status, attempt]);

  const retry = () => {
    // The button goes with the message: focus stays in the area, not on the body.
    area.current?.focus({ preventScroll: true });
    setHeight(0);
    setAttempt((n) => n + 1);
    setStatus("loading");
  };

  return (
    <div
      ref={area}
      role="region"
      aria-label={t.embed.calendarRegion}
      tabIndex={-1}
      data-slot="calendar-area"
      data-status={status}
      className="relative mt-5 grid min-h-[600px] overflow-hidden rounded-card border border-navy-100 bg-white"
    >
      {(status === "loading" || status === "drawn") && (
        <iframe
          key={attempt}
          ref={frame}
          src={src}
          title={title}
          sandbox={calendarFrameSandbox}
          className="col-start-1 row-start-1 block w-full border-0"
          style={{ height: Math.max(height, minHeight - 2) }}
        />
      )}
      {status === "failed" ? (
        <div className="col-start-1 row-start-1 flex items-center justify-center p-6">
          <EmbedFailure title={t.embed.calendarFailed} hint={t.embed.failedHint} onRetry={retry}>
            <a href={localePath(locale, `booknow/${slug}`)} className={buttonVariants({ variant: "outline" })}>
              {t.embed.openBooking}
            </a>
          </EmbedFailure>
        </div>
      ) : (
        status !== "drawn" && (
          <div className="col-start-1 row-start-1 flex flex-col items-center justify-center gap-3 bg-white text-navy-600">
            {/* It pulses while the calendar loads, not while it waits to come near the screen: an
                endless animation off screen has the page draw frames for nothing. */}
            <Icon
              name="calendar-days"
              className={clsx("size-10 text-navy-300", status === "loading" && "motion-safe:animate-pulse")}
            />
          </div>
        )
      )}
      <p
        role="status"
        className={
          status === "loading"
            ? "col-start-1 row-start-1 mt-28 self-center justify-self-center text-navy-700"
            : "sr-only"
        }
      >
        {status === "loading" ? t.embed.calendarLoading : status === "drawn" ? t.embed.calendarReady : ""}
      </p>
    </div>
  );
}
