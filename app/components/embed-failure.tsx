import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What a provider area shows after its last failed load: a reason and a way forward. */
export function EmbedFailure({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
      <CircleAlert className="size-10 text-navy-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-navy-950">{title}</p>
      <p className="text-navy-700">{hint}</p>
      {children}
    </div>
  );
}
