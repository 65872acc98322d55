// The sub-navigation island renders nothing of its own: the row is server HTML, the island only scrolls it (client/islands/sub-nav.tsx).
export type SubNavProps = Record<string, never>

export function SubNavView(_props: SubNavProps): null {
  return null
}
