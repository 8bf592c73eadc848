import { Icon } from "./ui/icon";
import type { BookingPageTexts } from "../i18n/page-messages";
import type { BookingSelection } from "../lib/smoobu";

/** The booking page's apartment choice: a native select, so every device's own picker works. */
export function PropertySelect({
  value,
  onChange,
  texts,
}: {
  value: BookingSelection;
  onChange: (selection: BookingSelection) => void;
  texts: BookingPageTexts;
}) {
  return (
    <div className="max-w-sm">
      <label htmlFor="property-select" className="block text-sm font-semibold text-navy-900">
        {texts.selectLabel}
      </label>
      <div className="relative mt-2">
        <select
          id="property-select"
          value={value}
          onChange={(event) => onChange(event.target.value as BookingSelection)}
          className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-navy-200 bg-white pr-11 pl-4 text-base font-medium text-navy-950 hover:border-navy-400"
        >
          <option value="" disabled>
            {texts.selectPlaceholder}
          </option>
          <option value="all">{texts.all}</option>
          <option value="mitte">{texts.mitte}</option>
          <option value="pberg">{texts.pberg}</option>
        </select>
        <Icon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-navy-600"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
