// Breadcrumb (SPEC §2): a home link to /, then the page's trail; earlier items are links, the last is plain text.
export interface BreadcrumbItem {
  text: string
  url: string
}

export function Breadcrumb({
  items,
  home,
  homeLabel,
  label,
}: {
  items: readonly BreadcrumbItem[]
  home: string
  homeLabel: string
  label: string
}) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol className="breadcrumb__list">
        <li>
          <a href={home}>{homeLabel}</a>
        </li>
        {items.map((item, index) => (
          <li key={index}>
            {index === items.length - 1 ? <span aria-current="page">{item.text}</span> : <a href={item.url}>{item.text}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
