import { Icon } from "../shared/icon";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { HomePageTexts } from "../i18n/page-messages";
import type { Photo } from "../shared/photo";
import { ResponsivePicture } from "../shared/responsive-picture";
import { Button } from "../shared/button";

/** The text hangs from the top: Chromium paints while the document arrives, and text at the bottom would rise. */
export function HomeHero({ photo, texts }: { photo: Photo; texts: HomePageTexts }) {
  const { locale, t } = useI18n();
  return (
    <section className="on-dark relative isolate flex min-h-[400px] items-start overflow-hidden bg-navy-950 md:min-h-[510px]">
      <ResponsivePicture
        photo={photo}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {/* A navy shade where the text runs keeps it AA on any photo, even a white one. */}
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-navy-950/90 via-navy-950/70 via-50% to-navy-950/50 lg:bg-linear-to-r lg:from-navy-950/90 lg:via-navy-950/80 lg:via-60% lg:to-navy-950/0" />
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-20">
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white md:text-6xl">
          {texts.heroTitle}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-50 md:text-xl">{texts.heroText}</p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <a href={localePath(locale, "booknow")} target="_blank" rel="noopener">
            {t.nav.bookNow}
            <Icon name="arrow-up-right" />
            <span className="sr-only">{t.home.opensInNewTab}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
