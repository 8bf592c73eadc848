import type { ComponentProps, ReactNode } from "react";
import { Icon } from "../shared/icon";

/**
 * The platform's `<details>`, so it works without script and is announced; `name` makes a group
 * exclusive. An apartment page has some eighteen: their looks are apartment.css's
 * (`[data-slot=disclosure]`), not class lists repeated in its HTML (decision 033).
 */
export function Disclosure({
  summary,
  children,
  className,
  ...props
}: ComponentProps<"details"> & { summary: ReactNode }) {
  return (
    <details data-slot="disclosure" className={className} {...props}>
      <summary>
        {summary}
        <Icon name="chevron-down" />
      </summary>
      {children}
    </details>
  );
}

export const disclosureCard = "rounded-card border border-navy-100 bg-white px-5 md:px-6";
