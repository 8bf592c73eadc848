import type { ComponentProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url&no-inline";

/**
 * An icon from the site's sprite: a cached file the pages point into, so that a page repeats
 * `<use>` (one short element) rather than every icon's paths (decision 017). Stroke, fill and a
 * default size (24 px, not shrinking in a row) come from app.css ([data-slot=icon]), not from
 * attributes repeated on every icon (decision 033); size and colour from the caller's classes.
 */
export function Icon({ name, className, ...props }: { name: IconName } & ComponentProps<"svg">) {
  return (
    <svg data-slot="icon" aria-hidden="true" className={className} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
