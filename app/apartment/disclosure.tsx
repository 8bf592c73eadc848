import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";
import { Icon } from "../shared/icon";

/** The platform's `<details>`, so it works without script and is announced; `name` makes a group exclusive. */
export function Disclosure({
  summary,
  children,
  className,
  ...props
}: ComponentProps<"details"> & { summary: ReactNode }) {
  return (
    <details
      data-slot="disclosure"
      className={clsx("group border-b border-navy-100 last:border-b-0", className)}
      {...props}
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 py-3 text-left font-semibold text-navy-900 hover:text-navy-700 [&::-webkit-details-marker]:hidden">
        {summary}
        <Icon
          name="chevron-down"
          className="ml-auto size-5 shrink-0 text-navy-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      {children}
    </details>
  );
}

export const disclosureCard = "rounded-card border border-navy-100 bg-white px-5 md:px-6";
