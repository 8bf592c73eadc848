import { CalendarDays, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { format } from "../i18n/format";
import { operator } from "../content/operator";
import { loadBookingTool } from "../lib/booking-script";
import { useI18n } from "../lib/i18n-context";
import { bookingToolConfig, type BookingSelection } from "../lib/smoobu";
import { Button } from "./ui/button";
import { EmbedFailure } from "./embed-failure";

type Status = "loading" | "ready" | "failed";

/**
 * The provider's booking tool for one selection, in its own container. Mounted with
 * key={selection}, so every change of apartment starts from an empty container.
 */
export function BookingTool({ selection }: { selection: BookingSelection }) {
  const { locale, t } = useI18n();
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const { containerId, url, baseUrl } = bookingToolConfig(locale, selection);

  useEffect(() => {
    let current = true;
    loadBookingTool().then(
      (tool) => {
        if (!current) return;
        tool.initialize({ url, baseUrl, target: `#${containerId}` });
        setStatus("ready");
      },
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
      // The provider's frame belongs to this mount; a re-run starts from an empty container.
      document.getElementById(containerId)?.replaceChildren();
    };
  }, [containerId, url, baseUrl, attempt]);

  return (
    <div data-slot="booking-area" className="relative mt-8 grid min-h-[220vh]">
      <div id={containerId} data-selection={selection} className="col-start-1 row-start-1 [&_iframe]:w-full" />
      {status !== "ready" && (
        <div className="col-start-1 row-start-1 flex items-start justify-center pt-24">
          {status === "failed" ? (
            <EmbedFailure
              title={t.embed.bookingFailed}
              hint={format(t.embed.bookingFailedHint, { email: operator.email, phone: operator.phone })}
            >
              <Button
                onClick={() => {
                  setStatus("loading");
                  setAttempt((n) => n + 1);
                }}
              >
                <RotateCw aria-hidden="true" />
                {t.embed.retry}
              </Button>
            </EmbedFailure>
          ) : (
            <div className="flex flex-col items-center gap-3 text-navy-600">
              <CalendarDays className="size-10 text-navy-300 motion-safe:animate-pulse" aria-hidden="true" />
              <p role="status">{t.embed.loading}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
