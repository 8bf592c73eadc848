import { Icon } from "./ui/icon";
import { useI18n } from "../lib/i18n-context";
import { bookingToolConfig, type BookingSelection } from "../lib/smoobu";
import { buttonVariants } from "./ui/button";

/**
 * What a provider area shows with JavaScript off (the provider's calendar and booking tool are
 * scripts): the provider's own booking page in a new tab, and on the booking page why (the host's
 * contacts are on every page), in place of a loading state that would never end (app.css hides that, and the
 * room kept for the tool, when scripting is off). Only the prerendered HTML has it: a browser never renders what is inside a
 * `<noscript>` that React draws, so the browser's bundle carries an empty one (import.meta.env.SSR
 * is false there and the rest is dropped).
 */
/** The apartment pages' link: their first round trip has no room for more (decision 017). */
const plainLink = "inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-4";

export function EmbedWithoutScript({
  selection,
  explained = false,
}: {
  selection: BookingSelection;
  explained?: boolean;
}) {
  const { locale, t } = useI18n();
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        {explained && <p className="max-w-md text-navy-700">{t.embed.noScript}</p>}
        <a
          href={bookingToolConfig(locale, selection).url}
          target="_blank"
          className={explained ? buttonVariants({ variant: "outline" }) : plainLink}
        >
          {t.embed.openBooking}
          <Icon name="external-link" />
        </a>
      </div>
    </noscript>
  );
}
