import type { ComponentProps } from "react";
import { cn } from "./utils";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url&no-inline";

/**
 * An icon from the site's sprite: a cached file the pages point into, so that a page repeats
 * `<use>` (one short element) rather than every icon's paths (decision 017). Stroke and fill
 * come from app.css ([data-slot=icon]); size and colour from the caller's classes.
 */
export function Icon({ name, className, ...props }: { name: IconName } & ComponentProps<"svg">) {
  return (
    <svg data-slot="icon" aria-hidden="true" width="24" height="24" className={cn("shrink-0", className)} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
