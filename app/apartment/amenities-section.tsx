import { clsx } from "clsx";
import { Disclosure, disclosureCard } from "./disclosure";
import { Icon } from "../shared/icon";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { amenityIcon } from "./content-icons";
import { SectionHeading } from "../shared/section-heading";

/** The groups' icons and items are drawn by apartment.css (`[data-slot=accordion]`): an apartment page has dozens. */
export function AmenitiesSection({ amenities, glance }: Pick<ApartmentView, "amenities" | "glance">) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="amenities">
      <SectionHeading id="amenities">{t.apartment.amenities}</SectionHeading>
      <ul
        data-slot="glance"
        className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-navy-900 md:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4"
      >
        {glance.map(({ icon, text }) => (
          <li key={text} className="flex items-center gap-2.5">
            <Icon name={amenityIcon(icon)} className="size-6 text-navy-600" />
            {text}
          </li>
        ))}
      </ul>
      <div data-slot="accordion" className={clsx("mt-6", disclosureCard)}>
        {amenities.map((group) => (
          <Disclosure
            key={group.title}
            name="amenities"
            summary={
              <>
                <span>
                  <Icon name={amenityIcon(group.icon)} />
                </span>
                {group.title}
              </>
            }
          >
            <ul className="grid gap-x-8 gap-y-2 pb-5 pl-12 text-navy-800 sm:grid-cols-2">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
