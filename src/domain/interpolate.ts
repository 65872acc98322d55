// `{name}` placeholders in interface words, filled in one way everywhere (server translator and browser islands), and
// editorial copy's `{kind:names}` (./copy-placeholders.ts): a name is letters, digits and `_ : / -`.

/** Fills `{name}` placeholders; one without a value stays as it is, so a missing value shows instead of vanishing. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> | undefined): string {
  if (!values) return template
  return template.replace(/\{([\w:/-]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
