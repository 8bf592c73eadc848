/** Fills `{name}` placeholders. An unknown placeholder stays as it is, so a mistake shows. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
