import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { BookingApartmentView } from "../apartment/apartment-view";
import { stayFacts } from "../apartment/stay-terms";
import { ResponsivePicture } from "../shared/responsive-picture";
import { Icon } from "../shared/icon";

export function BookingChoices({ apartments }: { apartments: BookingApartmentView[] }) {
  const { locale, t } = useI18n();
  return (
    <ul className="space-y-3">
      {apartments.map((apartment) => {
        const { guests, bedrooms } = stayFacts(apartment, t);
        return (
          <li
            key={apartment.slug}
            data-slot="booking-choice"
            className="relative flex items-center gap-4 rounded-xl border border-navy-100 bg-white p-2.5 pr-3 transition hover:border-navy-300 hover:bg-navy-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600"
          >
            <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-navy-50">
              <ResponsivePicture photo={apartment.image} sizes="96px" className="size-full object-cover" />
            </div>
            {/* Three lines high before the facts have come, so the name is drawn where it stays (decision 043). */}
            <div className="min-h-16 min-w-0 flex-1">
              <a
                href={localePath(locale, `booknow/${apartment.slug}`)}
                className="font-semibold text-navy-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {apartment.title}
              </a>
              {/* One fact per line: in a narrow card a dot between them was left dangling at a line's end. */}
              <p className="text-sm text-navy-600">
                <span className="block">{guests}</span>
                <span className="block">{bedrooms}</span>
              </p>
            </div>
            <Icon name="chevron-right" className="size-5 text-navy-500" />
          </li>
        );
      })}
    </ul>
  );
}
