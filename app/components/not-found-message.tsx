import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "./ui/link";
import { localePath } from "../lib/i18n";
import type { NotFoundTexts } from "../i18n/page-messages";
import { useI18n } from "../lib/i18n-context";
import { Button } from "./ui/button";

/**
 * The body of both not-found screens; logs the unknown path: here after a client-side navigation,
 * and from lib/enhance.js in a not-found document, which does not hydrate (lib/route-params.ts).
 */
export function NotFoundMessage({ title, texts }: { title: string; texts: NotFoundTexts }) {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
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
        <Link to={localePath(locale)}>{texts.backHome}</Link>
      </Button>
    </div>
  );
}
