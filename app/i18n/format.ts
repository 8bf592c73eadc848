const plural = /\{(\w+),\s*(plural|selectordinal),((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const simple = /\{(\w+)\}/g;

/** Fills a template's placeholders, ICU-style (`plural`, `selectordinal`); an unknown placeholder stays, so a mistake shows. */
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

/** French writes "15 h 30"; the other languages keep "15:00" (the German texts add "Uhr" themselves). */
export function timeText(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || locale !== "fr") return time;
  const [, hours, minutes] = match;
  return `${Number(hours)}\u00a0h${minutes === "00" ? "" : `\u00a0${minutes}`}`;
}

export function regionName(code: string, locale: string): string | undefined {
  return new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code);
}

export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
