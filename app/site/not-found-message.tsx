import { localePath } from "../i18n/paths";
import type { NotFoundTexts } from "../i18n/page-messages";
import { useI18n } from "../i18n/i18n-context";
import { Button } from "../shared/button";

export function NotFoundMessage({ title, texts }: { title: string; texts: NotFoundTexts }) {
  const { locale } = useI18n();
  return (
    <div
      data-not-found=""
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32"
    >
      <p className="text-7xl font-bold tracking-tight text-navy-400 md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-navy-700">{texts.text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={localePath(locale)}>{texts.backHome}</a>
      </Button>
    </div>
  );
}
