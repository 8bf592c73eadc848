import { Icon } from "../shared/icon";
import { useI18n } from "../i18n/i18n-context";
import { buttonVariants } from "../shared/button";

/**
 * What the booking page's provider area shows with JavaScript off (the provider's booking tool is
 * a script): why, and the provider's own booking page (`url`) in a new tab (the host's contacts
 * are on every page), in place of a loading state that would never end (app.css hides that, and
 * the room kept for the tool, when scripting is off).
 */
export function EmbedWithoutScript({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <noscript>
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="max-w-md text-navy-700">{t.embed.noScript}</p>
        <a href={url} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline" })}>
          {t.embed.openBooking}
          <Icon name="external-link" />
          <span className="sr-only">{t.home.opensInNewTab}</span>
        </a>
      </div>
    </noscript>
  );
}
