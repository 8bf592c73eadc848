import type { ApartmentView } from "./apartment-view";
import { clsx } from "clsx";
import { SectionHeading } from "../shared/section-heading";
import { Disclosure, disclosureCard } from "./disclosure";

export function GuestQuestionsSection({ questions }: { questions: ApartmentView["questions"] }) {
  return (
    <section aria-labelledby="questions">
      <SectionHeading id="questions">{questions.title}</SectionHeading>
      <div className={clsx("mt-5", disclosureCard)}>
        {questions.items.map(([question, answer]) => (
          <Disclosure key={question} summary={question}>
            <p className="max-w-prose pb-5 leading-relaxed text-navy-800">{answer}</p>
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
