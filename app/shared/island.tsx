import type { ComponentType } from "react";

/** The React islands a page may hold, each loaded by app/browser/islands.ts when it is needed. */
export type IslandName = "calendar" | "map" | "booking";

/**
 * A part of a prerendered page that React takes over in the browser (app/islands/): `component`
 * rendered with `props` at build time, in an element that names its island and carries the same
 * props, so that the island renders what the build did and React finds the markup it would draw
 * (no layout shift). `near`: loaded once the element nears the viewport, not at once.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  near = false,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  near?: boolean;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-near={near ? "" : undefined}>
      <Component {...props} />
    </div>
  );
}
