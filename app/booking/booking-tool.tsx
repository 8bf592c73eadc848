import { Icon } from "../shared/icon";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { BookingPageTexts } from "../i18n/page-messages";
import { loadBookingTool } from "./booking-script";
import { useI18n } from "../i18n/i18n-context";
import { cn } from "../shared/utils";
import { bookingToolConfig, type BookingSelection } from "../shared/smoobu";
import type { SmoobuId } from "../content/schema.server";
import { buttonVariants } from "../shared/button";
import { EmbedFailure } from "../shared/embed-failure";
import { EmbedWithoutScript } from "./embed-without-script";

type Status = "loading" | "ready" | "failed";

/**
 * The provider's frame must have loaded within this time of the tool's start (the area is at
 * the top of the page), its script's retries after 1 s and 3 s included (each attempt may take
 * 4 s: at most 16 s in all), or the guest gets the failure message: within 20 s.
 */
export const bookingDeadline = 18_000;

export interface BookingToolProps {
  selection: BookingSelection;
  /** The chosen apartment's Smoobu id; null for every apartment. */
  smoobuId: SmoobuId | null;
  texts: BookingPageTexts;
}

/**
 * The provider's booking tool for one selection, in its own container (an island:
 * app/booking/booking-tool.island.tsx, loaded with the page). The page is
 * about 280vh high while the tool loads; then the area follows the provider's frame, or after a
 * failure shrinks to the message.
 */
export function BookingTool({ selection, smoobuId, texts }: BookingToolProps) {
  const { locale, t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const { containerId, url, baseUrl } = bookingToolConfig(locale, smoobuId);
  const frameTitle = texts.bookingFrameTitle;

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

  // The area reserves about two screens while the tool loads (docs/product.md: the page is about 280vh
  // high; 240vh on phones, where the tool's columns stack). Then it follows the provider's
  // frame, or shrinks to the failure message, but never under the guest's eyes (a layout shift
  // they did not cause): only once the provider has stopped resizing its frame for a second,
  // not while the reserve's end is in view or above it (they scrolled down), and never so far
  // that the footer, out of view, comes into view: at least down to the viewport's bottom.
  useLayoutEffect(() => {
    const element = area.current!;
    element.style.minHeight = "";
    if (status === "loading") return;
    let settled = status === "failed";
    let timer = 0;
    const release = () => {
      const { top, bottom } = element.getBoundingClientRect();
      if (!settled || bottom <= innerHeight) return;
      element.style.minHeight = `${Math.max(0, Math.round(innerHeight - top))}px`;
      stop();
    };
    const resized = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = window.setTimeout(() => ((settled = true), release()), 1000);
    });
    const frame = container.current!.querySelector("iframe");
    if (!settled && frame) resized.observe(frame);
    const stop = () => {
      removeEventListener("scroll", release);
      resized.disconnect();
      clearTimeout(timer);
    };
    addEventListener("scroll", release, { passive: true });
    release();
    return stop;
  }, [status]);

  return (
    <div
      ref={area}
      role="region"
      aria-label={frameTitle}
      tabIndex={-1}
      data-slot="booking-area"
      data-status={status}
      className="relative mt-8 grid min-h-[240vh] md:min-h-[220vh]"
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
            title={texts.bookingFailed}
            hint={texts.bookingFailedHint}
            onRetry={() => {
              // The button goes with the message: focus stays in the area, not on the body.
              area.current?.focus({ preventScroll: true });
              setStatus("loading");
              setAttempt((n) => n + 1);
            }}
          >
            <a href={url} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
              {/* The label says "in a new tab" already: no hidden "(opens in a new tab)" after it. */}
              {texts.openProviderBooking}
              <Icon name="external-link" />
            </a>
          </EmbedFailure>
        </div>
      )}
      <EmbedWithoutScript smoobuId={smoobuId} />
      {status === "loading" && (
        <div className="col-start-1 row-start-1 flex flex-col items-center gap-3 bg-white pt-24 text-navy-600">
          <Icon name="calendar-days" className="size-10 text-navy-300 motion-safe:animate-pulse" />
        </div>
      )}
      <p
        role="status"
        className={status === "loading" ? "absolute inset-x-0 top-40 text-center text-navy-700" : "sr-only"}
      >
        {status === "loading" ? t.embed.loading : ""}
      </p>
    </div>
  );
}
