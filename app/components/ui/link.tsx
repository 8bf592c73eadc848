import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's links without its `data-discover="true"`: that marker lets the router discover
 * routes lazily, but this site knows every route from the start (ssr: false, route discovery
 * "initial"), so it did nothing, and it cost an apartment page 88 bytes of the first round trip
 * (decision 017).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
