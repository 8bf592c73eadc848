import type { ReactNode } from "react";

/** A page's heading block on a soft band. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h1 className="text-3xl font-semibold tracking-tight text-balance md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-navy-700">{children}</div>}
      </div>
    </div>
  );
}
