// A theme listing as plain links (SPEC §2 card design and calendar listings, themes overview): filters per SPEC §3
// kind with their counts, sort and page size (SPEC §9), the tiles and a pager. Every control is an `<a href>` to the
// next state's canonical URL (src/domain/listing.ts), so each state is shareable and crawlable and needs no JavaScript.
import {
  FILTER_KINDS,
  listingSearch,
  pageCount,
  pagerPages,
  PAGE_SIZES,
  SORTS,
  withFilter,
  withPage,
  withPageSize,
  withSort,
  type ListingConfig,
  type ListingState,
} from '../../domain/listing'
import { createTranslator } from '../../i18n/translate'
import type { ThemesPage } from '../../shop-contract/themes'
import { usePageContext } from '../page-context'
import { ThemeTile } from './theme-tile'
import { valueLabel } from './value-label'

export interface ThemeListingProps {
  config: ListingConfig
  state: ListingState
  page: ThemesPage
  /** The listing's own path with markers and slash rule, without query. */
  path: string
  /** Heading level of the tiles' names: h2 on a listing page, h3 inside a CMS page. */
  tileHeading?: 'h2' | 'h3'
}

/**
 * SPEC §2: a change of query only on the same path keeps the scroll position. Every control leads to the next state's
 * URL with this anchor: without JavaScript the new page opens at the listing (with the margin offset of hash targets),
 * not at its top; with it, client/lib/keep-scroll.ts opens the URL without the anchor at the position the page had.
 */
export const LISTING_ANCHOR = 'listing'

export function ThemeListing({ config, state, page, path, tileHeading = 'h2' }: ThemeListingProps) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const href = (next: ListingState) => `${path}${listingSearch(next, config)}#${LISTING_ANCHOR}`
  const count = pageCount(page.total, state.pageSize)
  const facets = (page.facets ?? []).filter((facet) => config.filters[facet.kind]?.includes(facet.value))
  const kinds = FILTER_KINDS.filter((kind) => facets.some((facet) => facet.kind === kind))
  const active = FILTER_KINDS.flatMap((kind) => {
    const value = state.filters[kind]
    return value === undefined ? [] : [[kind, value] as const]
  })
  return (
    <div className="listing" id={LISTING_ANCHOR}>
      <nav className="listing__filters" aria-label={t('listing.filters')}>
        {kinds.map((kind) => (
          <div key={kind} className="listing-filter">
            <h2 className="listing-filter__title">{t(`listing.kinds.${kind}`)}</h2>
            <ul className="listing-filter__values">
              {facets
                .filter((facet) => facet.kind === kind)
                .map((facet) => {
                  const selected = state.filters[kind] === facet.value
                  return (
                    <li key={facet.value}>
                      <a
                        className={`chip${kind === 'color' ? ` chip--color chip--${facet.value}` : ''}`}
                        href={href(withFilter(state, kind, selected ? undefined : facet.value))}
                        aria-current={selected ? 'true' : undefined}
                      >
                        {valueLabel(page.labels, facet.value)} <span className="chip__count">{facet.count}</span>
                      </a>
                    </li>
                  )
                })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="listing__main">
        <div className="listing__bar">
          <p className="listing__count" role="status">
            {t('listing.results', { count: page.total })}
          </p>
          {active.length > 0 && (
            <ul className="listing__active">
              {active.map(([kind, value]) => (
                <li key={kind}>
                  <a className="chip chip--remove" href={href(withFilter(state, kind, undefined))}>
                    {t('listing.remove', { value: valueLabel(page.labels, value) })}
                  </a>
                </li>
              ))}
              <li>
                <a className="listing__reset" href={href({ ...state, filters: {}, page: 1 })}>
                  {t('listing.reset')}
                </a>
              </li>
            </ul>
          )}
          <LinkChoice label={t('listing.sort')} name="sort">
            {SORTS.map((sort) => [sort, t(`listing.sorts.${sort}`), href(withSort(state, sort)), state.sort === sort])}
          </LinkChoice>
          <LinkChoice label={t('listing.pageSize')} name="page-size">
            {PAGE_SIZES.map((size) => [String(size), String(size), href(withPageSize(state, size)), state.pageSize === size])}
          </LinkChoice>
        </div>
        {page.items.length === 0 ? (
          <p className="listing__empty">{t('listing.empty')}</p>
        ) : (
          <ul className="theme-grid">
            {page.items.map((theme) => (
              <ThemeTile key={theme.id} theme={theme} currency={page.currency} labels={page.labels} headingLevel={tileHeading} />
            ))}
          </ul>
        )}
        {count > 1 && (
          <nav className="pager" aria-label={t('listing.pagination')}>
            {state.page > 1 && (
              <a className="pager__step" href={href(withPage(state, state.page - 1))} rel="prev">
                {t('listing.previous')}
              </a>
            )}
            <ol className="pager__pages">
              {pagerPages(state.page, count).map((n, i) =>
                n === 0 ? (
                  <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={n}>
                    <a
                      className="pager__page"
                      href={href(withPage(state, n))}
                      aria-current={n === state.page ? 'page' : undefined}
                      aria-label={t('listing.page', { page: n, count })}
                    >
                      {n}
                    </a>
                  </li>
                ),
              )}
            </ol>
            {state.page < count && (
              <a className="pager__step" href={href(withPage(state, state.page + 1))} rel="next">
                {t('listing.next')}
              </a>
            )}
          </nav>
        )}
      </div>
    </div>
  )
}

/** A row of links of which one is the current choice (sort, page size). */
function LinkChoice({ label, name, children }: { label: string; name: string; children: [string, string, string, boolean][] }) {
  return (
    <div className={`link-choice link-choice--${name}`}>
      <span className="link-choice__label">{label}</span>
      <ul className="link-choice__options">
        {children.map(([key, text, target, current]) => (
          <li key={key}>
            <a href={target} aria-current={current ? 'true' : undefined} rel={current ? undefined : 'nofollow'}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
