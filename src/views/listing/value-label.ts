// Shopper-facing words for listing values (occasions, colours, styles …): the shop API names them in the shopper's
// language with its answer; a value it does not name (a format ratio such as 3:2) is its own name.
export type ValueLabels = Readonly<Record<string, string>> | undefined

export function valueLabel(labels: ValueLabels, value: string): string {
  return labels?.[value] ?? value
}
