import type { ReactNode } from "react";

export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-semibold tracking-tight text-navy-950 md:text-3xl">
      {children}
    </h2>
  );
}
