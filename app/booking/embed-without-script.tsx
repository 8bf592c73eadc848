import { Icon } from "../shared/icon";
import { useI18n } from "../i18n/i18n-context";
import { bookingToolConfig } from "../shared/smoobu";
import type { SmoobuId } from "../content/schema.server";
import { buttonVariants } from "../shared/button";

/**
 * What the booking page's provider area shows with JavaScript off (the provider's booking tool is
 * a script): why, and the provider's own booking page in a new tab (the host's contacts are on
 * every page), in place of a loading state that would never end (app.css hides that, and the
 * room kept for the tool, when scripting is off). Only the prerendered HTML has it: a browser
 * never renders what is inside a `<noscript>` that React draws, so the browser's bundle carries
 * an empty one (import.meta.env.SSR is false there and the rest is dropped). `smoobuId`: the chosen
 * apartment's, or null for every apartment.
 */
export function EmbedWithoutScript({ smoobuId }: { smoobuId: SmoobuId | null }) {
  return import.meta.env.SSR ? <WithoutScript smoobuId={smoobuId} /> : <noscript />;
}

function WithoutScript({ smoobuId }: { smoobuId: SmoobuId | null }) {
  const { locale, t } = useI18n();
  return (
    <noscript>
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="max-w-md text-navy-700">{t.embed.noScript}</p>
        <a
          href={bookingToolConfig(locale, smoobuId).url}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "outline" })}
        >
          {t.embed.openBooking}
          <Icon name="external-link" />
          <span className="sr-only">{t.home.opensInNewTab}</span>
        </a>
      </div>
    </noscript>
  );
}
