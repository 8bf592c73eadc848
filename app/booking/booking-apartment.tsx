import { useI18n } from "../i18n/i18n-context";
import type { BookingApartmentView } from "../apartment/apartment-view";
import { stayFacts } from "../apartment/stay-terms";
import { ResponsivePicture } from "../shared/responsive-picture";
import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";

const sizes = "(min-width: 1024px) 352px, 128px";

export function BookingApartment({ apartment }: { apartment: BookingApartmentView }) {
  const { t } = useI18n();
  const { guests, bedrooms, bathrooms } = stayFacts(apartment, t);
  const facts: { icon: IconName; text: string }[] = [
    { icon: "users", text: guests },
    { icon: "bed-double", text: bedrooms },
    { icon: "bath", text: bathrooms },
    { icon: "ruler", text: apartment.size },
  ];
  // The photo's width is set: widened by negative margins alone, WebKit takes its height from the
  // width inside the card's padding.
  return (
    <div className="flex gap-4 lg:flex-col lg:gap-0">
      <div className="aspect-[4/3] w-32 shrink-0 self-start overflow-hidden rounded-xl bg-navy-50 lg:-mx-6 lg:-mt-6 lg:aspect-video lg:w-[calc(100%+3rem)] lg:rounded-none">
        <ResponsivePicture photo={apartment.image} sizes={sizes} className="size-full object-cover" />
      </div>
      <div className="min-w-0 lg:mt-5">
        <p className="text-xl font-semibold tracking-tight text-navy-950">{apartment.title}</p>
        <p className="text-sm text-navy-600">{apartment.location}</p>
        <ul className="mt-3 grid gap-x-4 gap-y-1.5 text-sm text-navy-800 sm:grid-cols-2 lg:grid-cols-1">
          {facts.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon name={icon} className="size-4 text-navy-500" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
