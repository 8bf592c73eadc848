const plural = /\{(\w+),\s*(plural|selectordinal),((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const simple = /\{(\w+)\}/g;

/**
 * Fills a template's placeholders, ICU-style:
 * - `{name}` → the value; an unknown placeholder stays as it is, so a mistake shows;
 * - `{count, plural, one {# bedroom} other {# bedrooms}}` → the form for the number in the
 *   language (`=2 {…}` for an exact number), `#` standing for the number;
 * - `{floor, selectordinal, one {#st floor} two {#nd floor} few {#rd floor} other {#th floor}}` →
 *   the same by the language's ordinal forms (21st, 22nd, 23rd, 24th).
 */
export function format(template: string, values: Record<string, string | number>, locale = "en"): string {
  const withPlurals = template.replace(plural, (match, name: string, kind: string, options: string) => {
    const value = values[name];
    if (typeof value !== "number") return match;
    const forms = Object.fromEntries([...options.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map(([, k, v]) => [k, v]));
    const rules = new Intl.PluralRules(locale, { type: kind === "plural" ? "cardinal" : "ordinal" });
    const form = forms[`=${value}`] ?? forms[rules.select(value)] ?? forms.other ?? match;
    return form.replaceAll("#", new Intl.NumberFormat(locale).format(value));
  });
  return withPlurals.replace(simple, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * A time of day from the data ("15:00", 24-hour clock) as the language writes it in running text:
 * French "15 h" and "15 h 30" (no-break spaces, no leading zero); the other languages keep "15:00"
 * (the German texts add "Uhr" themselves). Anything that is not such a time is returned unchanged.
 */
export function timeText(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || locale !== "fr") return time;
  const [, hours, minutes] = match;
  return `${Number(hours)}\u00a0h${minutes === "00" ? "" : `\u00a0${minutes}`}`;
}

/** A country's name in a language, from its region code ("DE", "fr" → "Allemagne"); undefined for an unknown code. */
export function regionName(code: string, locale: string): string | undefined {
  return new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code);
}

/** A percentage as the language writes it (7.5 → "7.5%", "7,5 %"). */
export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
