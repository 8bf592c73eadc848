import type { ComponentProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url&no-inline";

/** A `<use>` into the cached sprite (decision 017), styled by app.css rather than attributes repeated on every icon (decision 033). */
export function Icon({ name, className, ...props }: { name: IconName } & ComponentProps<"svg">) {
  return (
    <svg data-slot="icon" aria-hidden="true" className={className} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
