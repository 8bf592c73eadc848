import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import type { PageMessages } from "../i18n/page-messages";
import { localePath } from "../i18n/paths";
import type { Locale } from "../locales";

export function mainNavLinks(locale: Locale, t: PageMessages) {
  return [
    { to: `${localePath(locale)}#properties`, label: t.nav.apartments, key: "properties" },
    ...t.apartments.map(({ slug, shortName }) => ({ to: localePath(locale, slug), label: shortName, key: slug })),
  ];
}

/** A section link (#…) is never marked as the current page. */
export function SiteNavLink({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const { pathname } = useLocation();
  return <a href={to} aria-current={to === pathname ? "page" : undefined} {...props} />;
}
