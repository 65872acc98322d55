// The footer's customer reviews (SPEC §2, §3 review block): heading, the overall score with stars, the number of
// reviews and a link to the review platform, then the reviews in the carousel island. The island loads on the first
// pointer, touch or focus inside the reviews (a click that comes first is replayed), so it costs the first load nothing;
// until then the server's row shows the first reviews and CSS clips the rest.
import type { LayoutView } from './layout-view'
import type { ReviewBlock } from '../../content/schemas'
import { resolveHref, linkAttributes } from '../../domain/links'
import { Island } from '../island'
import type { ReviewSlide } from '../islands/carousel-view'
import { Stars } from '../islands/carousel-view'
import { usePageContext } from '../page-context'
import { ShellPart } from './shell-part'

/** Reviews shown at most: the carousel is a sample, the platform has the rest. */
const MAX_REVIEWS = 12

export function FooterReviews({ layout }: { layout: LayoutView }) {
  const block: ReviewBlock | undefined = layout.reviews
  if (!block || block.reviews.reviews.length === 0) return null
  // The contents are a component of their own: where the stored shell supplies them, their slides are never built.
  return (
    <ShellPart name="reviews" element={<section className="reviews" aria-labelledby="reviews-title" />}>
      <ReviewsContent layout={layout} block={block} />
    </ShellPart>
  )
}

function ReviewsContent({ layout, block }: { layout: LayoutView; block: ReviewBlock }) {
  const { site, links } = usePageContext()
  const labels = layout.text.reviews
  const number = new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 })
  const dates = new Intl.DateTimeFormat(site.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const company = resolveHref(block.companyLink, links)
  const base = block.reviewBaseLink
  const slides: ReviewSlide[] = block.reviews.reviews.slice(0, MAX_REVIEWS).map((review) => {
    const created = new Date(review.createdAt)
    const valid = !Number.isNaN(created.getTime())
    const href = base ? resolveHref(`${base}${encodeURIComponent(review.id)}`, links)?.href : undefined
    return {
      kind: 'review',
      id: review.id,
      stars: review.stars,
      starsLabel: labels.stars(number.format(review.stars)),
      title: review.title,
      text: review.text,
      authorName: review.authorName,
      date: valid ? dates.format(created) : '',
      dateTime: valid ? created.toISOString().slice(0, 10) : '',
      href,
    }
  })
  const total = block.totalReviews || block.reviews.reviews.length
  return (
    <>
      <div className="reviews__head">
        <h2 className="reviews__title" id="reviews-title">
          {block.title}
        </h2>
        {block.subtitle && <p className="reviews__subtitle">{block.subtitle}</p>}
        <p className="reviews__score">
          <Stars stars={block.reviews.score.stars} label={labels.stars(number.format(block.reviews.score.stars))} />
          <span>{labels.score(number.format(block.reviews.score.trustScore), number.format(total))}</span>
        </p>
        {company && (
          <a className="reviews__all" {...linkAttributes(company)}>
            {labels.all}
          </a>
        )}
      </div>
      <Island
        name="carousel"
        props={{
          label: labels.label,
          labels: { previous: labels.previous, next: labels.next, slide: labels.slide },
          slides,
          variant: 'reviews',
        }}
        hydrate="interaction"
      />
    </>
  )
}
