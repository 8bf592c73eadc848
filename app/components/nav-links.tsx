import type { ComponentProps } from "react";
import { Link, NavLink } from "./ui/link";
import type { PageMessages } from "../i18n/page-messages";
import { localePath } from "../lib/i18n";
import type { Locale } from "../i18n/locales";

/** The main navigation: Properties (the home page's list), PBerg and Mitte. */
export function mainNavLinks(locale: Locale, t: PageMessages) {
  return [
    { to: `${localePath(locale)}#properties`, label: t.nav.properties, key: "properties" },
    { to: localePath(locale, "pberg"), label: t.nav.pberg, key: "pberg" },
    { to: localePath(locale, "mitte"), label: t.nav.mitte, key: "mitte" },
  ];
}

/** A navigation link; marked as the current page unless it points at a section (#…). */
export function SiteNavLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  if (to.includes("#")) return <Link to={to} {...props} />;
  return <NavLink to={to} end {...props} />;
}
