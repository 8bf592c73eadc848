import type { PropertyView } from "../lib/property-view";
import { SectionHeading } from "./section-heading";
import { Icon } from "./ui/icon";

/**
 * What guests ask before booking, as disclosure widgets (`<details>`): each opens on its own,
 * before and without any script; the browser announces the expanded state.
 */
export function GuestQuestionsSection({ questions }: { questions: PropertyView["questions"] }) {
  return (
    <section aria-labelledby="questions">
      <SectionHeading id="questions">{questions.title}</SectionHeading>
      <div className="mt-5 rounded-card border border-navy-100 bg-white px-5 md:px-6">
        {questions.items.map(([question, answer]) => (
          <details key={question} className="group border-b border-navy-100 last:border-b-0">
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 py-3 text-left font-semibold text-navy-900 hover:text-navy-700 [&::-webkit-details-marker]:hidden">
              {question}
              <Icon
                name="chevron-down"
                className="ml-auto size-5 shrink-0 text-navy-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <p className="max-w-prose pb-5 leading-relaxed text-navy-800">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
