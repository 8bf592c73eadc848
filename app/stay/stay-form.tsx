import { useI18n } from "../i18n/i18n-context";
import { Button } from "../shared/button";
import { Icon } from "../shared/icon";
import { useIslandOnPage } from "../shared/island";
import { stayFieldIds, stayStatusId, type StayFieldName } from "./stay-fields";

/**
 * The guest's dates for one apartment (docs/product.md, "Dates"): a GET form to `/api/book`, which
 * sends the guest on to the provider's booking engine, so it works without script where the host
 * runs functions. Its script (`stay-form.client.ts`) checks it as the guest types, asks for the
 * availability and goes to the engine itself. No date is written here: a built page is read for
 * months, so the script sets the dates' bounds on the day it runs; the server checks anyway.
 * The fields' looks are in stay-form.css (`[data-stay-form]`), not repeated in every page's HTML; the
 * slot beside each field for its problem is the script's, which alone has problems to show.
 * `closes`: the popover it stands in on phones, which its close button hides.
 */
export function StayForm({
  slug,
  guests,
  heading: Heading,
  closes,
}: {
  slug: string;
  guests: number;
  heading: "h2" | "h3";
  closes?: string;
}) {
  const { locale, t } = useI18n();
  const words = t.dates;
  // Its script reads the page's strings, which the page names only when something on it needs them.
  useIslandOnPage();
  const field = (name: StayFieldName, label: string, input: object, hint?: string) => {
    const id = stayFieldIds[name];
    return (
      <div>
        <label htmlFor={id}>
          {label}
          {hint && <span>{` ${hint}`}</span>}
        </label>
        <input id={id} name={name} {...input} />
      </div>
    );
  };
  const count = { type: "number", inputMode: "numeric", required: true } as const;
  return (
    <form method="get" action="/api/book" data-stay-form="" aria-labelledby="stay-title">
      <div>
        <Heading id="stay-title">{words.title}</Heading>
        {closes && (
          <button
            type="button"
            popoverTarget={closes}
            popoverTargetAction="hide"
            autoFocus
            aria-label={words.close}
            className="button"
          >
            <Icon name="x" className="size-6" />
          </button>
        )}
      </div>
      <input type="hidden" name="apartment" value={slug} />
      <input type="hidden" name="lang" value={locale} />
      {field("arrival", words.arrival, { type: "date", required: true })}
      {field("departure", words.departure, { type: "date", required: true })}
      {field("adults", words.adults, { ...count, min: 1, max: guests, defaultValue: Math.min(2, guests) })}
      {field("children", words.children, { ...count, min: 0, max: guests - 1, defaultValue: 0 }, words.childrenHint)}
      <div>
        <p id={stayStatusId} role="status" />
        <Button type="submit" size="lg" className="w-full">
          {words.submit}
        </Button>
        <p>{words.continueHint}</p>
      </div>
    </form>
  );
}
