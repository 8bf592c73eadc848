import { useEffect, useRef } from "react";
import { Icon } from "./ui/icon";
import type { BookingPageTexts } from "../i18n/page-messages";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { bookingPagePath, type BookingSelection } from "../lib/smoobu";

/**
 * The booking page's apartment choice: a native select, so every device's own picker works. It
 * needs script (a change loads another booking page); without it, app.css shows the same choice
 * as links to the three booking pages instead.
 *
 * On a closed select an arrow key (or a typed letter) chooses the next option at once (Chromium
 * on Linux and Windows): stepping from "All" to Zionskirchplatz would load Bernauer Strasse's
 * booking tool on the way. A choice made from the keyboard therefore counts once the guest
 * pauses (`settleMs`); a pick from the list counts at once. (Kept short: the booking page's
 * script was 16 bytes under its budget with it.)
 */
export function PropertySelect({
  value,
  onChange,
  texts,
}: {
  value: BookingSelection;
  onChange: (selection: BookingSelection) => void;
  texts: BookingPageTexts;
}) {
  const { locale } = useI18n();
  const select = useRef<HTMLSelectElement>(null);
  const waiting = useRef(0);
  const keyAt = useRef(-1e9);
  // A navigation sets the page's value, and drops a choice still waiting.
  useEffect(() => {
    select.current!.value = value;
    return () => clearTimeout(waiting.current);
  }, [value]);
  const choices = [
    ["all", texts.all],
    ["mitte", texts.mitte],
    ["pberg", texts.pberg],
  ] as const;
  return (
    <div>
      <div data-needs-script="" className="max-w-sm">
        <label htmlFor="property-select" className="block text-sm font-semibold text-navy-900">
          {texts.selectLabel}
        </label>
        <div className="relative mt-2">
          <select
            id="property-select"
            ref={select}
            defaultValue={value}
            onChange={(event) => {
              const choice = event.target.value as BookingSelection;
              clearTimeout(waiting.current);
              // A keydown just before the change: the key chose it, not a pick from the list.
              if (event.timeStamp - keyAt.current > 100) onChange(choice);
              else waiting.current = window.setTimeout(() => choice !== value && onChange(choice), settleMs);
            }}
            onKeyDown={(event) => (keyAt.current = event.timeStamp)}
            className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-navy-200 bg-white pr-11 pl-4 text-base font-medium text-navy-950 hover:border-navy-400"
          >
            <option value="" disabled>
              {texts.selectPlaceholder}
            </option>
            {choices.map(([choice, label]) => (
              <option key={choice} value={choice}>
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
      <nav aria-labelledby="property-choice" data-without-script="">
        <p id="property-choice" className="text-sm font-semibold text-navy-900">
          {texts.selectLabel}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {choices.map(([choice, label]) => (
            <li key={choice}>
              <a
                href={localePath(locale, bookingPagePath(choice))}
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

/** How long a keyboard choice waits for the next key before it loads (a key repeats every ~30–100 ms). */
export const settleMs = 600;
