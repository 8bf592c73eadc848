import { Icon } from "../shared/icon";
import type { BookingPageTexts } from "../i18n/page-messages";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { bookingPagePath, type BookingSelection } from "../shared/smoobu";

/** A native select, so every device's own picker works; without script, app.css shows links instead. */
export function ApartmentSelect({
  value,
  texts,
  apartments,
}: {
  value: BookingSelection;
  texts: BookingPageTexts;
  apartments: { slug: string; title: string }[];
}) {
  const { locale } = useI18n();
  const choices = [["all", texts.all] as const, ...apartments.map(({ slug, title }) => [slug, title] as const)];
  const href = (choice: BookingSelection) => localePath(locale, bookingPagePath(choice));
  return (
    <div>
      <div data-needs-script="" className="max-w-sm">
        <label htmlFor="apartment-select" className="block text-sm font-semibold text-navy-900">
          {texts.selectLabel}
        </label>
        <div className="relative mt-2">
          <select
            id="apartment-select"
            defaultValue={value}
            // The page's own choice after a reload or a return, not one the browser kept.
            autoComplete="off"
            className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-navy-200 bg-white pr-11 pl-4 text-base font-medium text-navy-950 hover:border-navy-400"
          >
            <option value="" disabled>
              {texts.selectPlaceholder}
            </option>
            {choices.map(([choice, label]) => (
              <option key={choice} value={choice} data-href={href(choice)}>
                {label}
              </option>
            ))}
          </select>
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-navy-600"
            aria-hidden="true"
          />
        </div>
      </div>
      <nav aria-labelledby="apartment-choice" data-without-script="">
        <p id="apartment-choice" className="text-sm font-semibold text-navy-900">
          {texts.selectLabel}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {choices.map(([choice, label]) => (
            <li key={choice}>
              <a
                href={href(choice)}
                aria-current={choice === value ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 text-[0.9375rem] font-medium text-navy-900 hover:border-navy-400 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
