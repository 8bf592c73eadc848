import { CalendarDays, ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { loadBookingTool } from "../lib/booking-script";
import { useI18n } from "../lib/i18n-context";
import { cn } from "../lib/utils";
import { bookingToolConfig, type BookingSelection } from "../lib/smoobu";
import { buttonVariants } from "./ui/button";
import { EmbedFailure } from "./embed-failure";

type Status = "loading" | "ready" | "failed";

/**
 * The provider's frame must have loaded within this time of the tool's start (the area is at
 * the top of the page), its script's retries after 1 s and 3 s included (each attempt may take
 * 4 s: at most 16 s in all), or the guest gets the failure message: within 20 s.
 */
export const bookingDeadline = 18_000;

/**
 * The provider's booking tool for one selection, in its own container. Mounted with
 * key={selection}, so every change of apartment starts from an empty container. The area keeps
 * about 280vh of page while the tool loads; once the provider's frame has loaded the area
 * follows the height the provider gives it (as soon as the reserve's end is out of view), and
 * after a failure it is just the message.
 */
export function BookingTool({ selection }: { selection: BookingSelection }) {
  const { locale, t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  // The loading reserve is released once loaded, but never while its end is in view: the
  // footer would jump under the guest's eyes (layout shift). Scrolled away, it goes at once.
  const [released, setReleased] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const { containerId, url, baseUrl } = bookingToolConfig(locale, selection);
  const frameTitle = t.embed.bookingFrameTitle;

  useEffect(() => {
    const target = container.current!;
    let current = true;
    const timer = setTimeout(() => current && setStatus("failed"), bookingDeadline);
    const watched = new WeakSet<HTMLIFrameElement>();
    // The provider's script creates the frame: give it a name, and learn when it has loaded.
    const watchFrames = () => {
      for (const frame of target.querySelectorAll("iframe")) {
        if (watched.has(frame)) continue;
        watched.add(frame);
        if (!frame.title) frame.title = frameTitle;
        frame.addEventListener("load", () => {
          if (!current) return;
          clearTimeout(timer);
          setStatus("ready");
        });
      }
    };
    const observer = new MutationObserver(watchFrames);
    observer.observe(target, { childList: true, subtree: true });
    loadBookingTool().then(
      (tool) => {
        if (!current) return;
        tool.initialize({ url, baseUrl, target: `#${containerId}` });
        watchFrames();
      },
      () => {
        clearTimeout(timer);
        if (current) setStatus("failed");
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
      observer.disconnect();
      // The provider's frame belongs to this mount; a re-run starts from an empty container.
      target.replaceChildren();
    };
  }, [containerId, url, baseUrl, attempt, frameTitle]);

  useEffect(() => {
    if (status !== "ready") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) return;
      setReleased(true);
      observer.disconnect();
    });
    observer.observe(end.current!);
    return () => observer.disconnect();
  }, [status]);

  return (
    <div
      data-slot="booking-area"
      data-status={status}
      className={cn(
        "relative mt-8 grid",
        (status === "loading" || (status === "ready" && !released)) && "min-h-[220vh]",
      )}
    >
      <div
        ref={container}
        id={containerId}
        data-selection={selection}
        className={cn("col-start-1 row-start-1 [&_iframe]:w-full", status === "failed" && "hidden")}
      />
      {status === "failed" && (
        <div className="col-start-1 row-start-1 flex justify-center py-12">
          <EmbedFailure
            title={t.embed.bookingFailed}
            hint={t.embed.bookingFailedHint}
            onRetry={() => {
              setStatus("loading");
              setAttempt((n) => n + 1);
            }}
          >
            <a href={url} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
              {t.embed.openProviderBooking}
              <ExternalLink aria-hidden="true" />
            </a>
          </EmbedFailure>
        </div>
      )}
      {status === "loading" && (
        <div className="col-start-1 row-start-1 flex flex-col items-center gap-3 bg-white pt-24 text-navy-600">
          <CalendarDays className="size-10 text-navy-300 motion-safe:animate-pulse" aria-hidden="true" />
        </div>
      )}
      <p
        role="status"
        className={status === "loading" ? "absolute inset-x-0 top-40 text-center text-navy-700" : "sr-only"}
      >
        {status === "loading" ? t.embed.loading : ""}
      </p>
      <div ref={end} aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px" />
    </div>
  );
}
