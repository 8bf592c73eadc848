import { Icon } from "../shared/icon";
import { useI18n } from "../i18n/i18n-context";
import { buttonVariants } from "../shared/button";

/** The provider's tool is a script: with scripting off, a link to its page replaces a loading state that never ends. */
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
