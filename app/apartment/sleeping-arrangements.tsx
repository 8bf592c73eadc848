import type { ApartmentView } from "./apartment-view";
import { SectionHeading } from "../shared/section-heading";
import { Icon } from "../shared/icon";

export function SleepingArrangements({ sleeping }: { sleeping: ApartmentView["sleeping"] }) {
  return (
    <section aria-labelledby="sleeping">
      <SectionHeading id="sleeping">{sleeping.title}</SectionHeading>
      {"rooms" in sleeping ? (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sleeping.rooms.map(({ room, beds }) => (
            <li key={room} className="flex gap-4 rounded-card border border-navy-100 bg-white p-5">
              <Icon name="bed-double" className="size-6 shrink-0 text-navy-600" />
              <div>
                <h3 className="font-semibold text-navy-950">{room}</h3>
                <p className="mt-1 text-sm text-navy-700">{beds}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex max-w-prose gap-3 leading-relaxed text-navy-800">
          <Icon name="bed-double" className="mt-0.5 size-6 shrink-0 text-navy-600" />
          {sleeping.unknown}
        </p>
      )}
    </section>
  );
}
