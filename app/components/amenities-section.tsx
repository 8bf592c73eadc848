import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { amenityIcon } from "./content-icons";
import { SectionHeading } from "./section-heading";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./ui/accordion";

/** Amenity groups in an accordion: one open at most, all closed at first. */
export function AmenitiesSection({ amenities }: { amenities: PropertyView["amenities"] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="amenities">
      <SectionHeading id="amenities">{t.property.amenities}</SectionHeading>
      <Accordion type="single" collapsible className="mt-5 rounded-card border border-navy-100 bg-white px-5 md:px-6">
        {amenities.map((group) => {
          const Icon = amenityIcon(group.icon);
          return (
            <AccordionItem key={group.title} value={group.title}>
              <AccordionTrigger>
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-navy-50">
                  <Icon className="size-5 text-navy-700" aria-hidden="true" />
                </span>
                {group.title}
              </AccordionTrigger>
              <AccordionContent>
                <ul className="grid gap-x-8 gap-y-2 pl-12 text-navy-800 sm:grid-cols-2">
                  {group.items.map((item) => (
                    <li key={item} className="list-disc marker:text-navy-300">
                      {item}
                    </li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
    </section>
  );
}
