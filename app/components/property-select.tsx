import { Icon } from "./ui/icon";
import { useI18n } from "../lib/i18n-context";
import type { BookingSelection } from "../lib/smoobu";

/** The booking page's apartment choice: a native select, so every device's own picker works. */
export function PropertySelect({
  value,
  onChange,
}: {
  value: BookingSelection;
  onChange: (selection: BookingSelection) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="max-w-sm">
      <label htmlFor="property-select" className="block text-sm font-semibold text-navy-900">
        {t.booking.selectLabel}
      </label>
      <div className="relative mt-2">
        <select
          id="property-select"
          value={value}
          onChange={(event) => onChange(event.target.value as BookingSelection)}
          className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-navy-200 bg-white pr-11 pl-4 text-base font-medium text-navy-950 hover:border-navy-400"
        >
          <option value="" disabled>
            {t.booking.selectPlaceholder}
          </option>
          <option value="all">{t.booking.all}</option>
          <option value="mitte">{t.booking.mitte}</option>
          <option value="pberg">{t.booking.pberg}</option>
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
