// A generic carousel (SPEC §4): a labelled region (aria-roledescription carousel) with previous/next buttons and a
// track of slides; slides off screen are hidden from assistive technology and the tab order. Slides are data (JSON
// props), one kind per use: reviews in the footer now, pictures for content blocks later.
import type { Ref } from 'react'
import { IslandIcon } from './island-icon'

export interface ReviewSlide {
  kind: 'review'
  id: string
  /** 1 to 5. */
  stars: number
  starsLabel: string
  title: string
  text: string
  authorName: string
  /** Already formatted for the page's locale. */
  date: string
  dateTime: string
  /** The review on the review platform. */
  href?: string | undefined
}

export interface PictureSlide {
  kind: 'picture'
  id: string
  src: string
  alt: string
  caption?: string | undefined
  href?: string | undefined
}

export type CarouselSlide = ReviewSlide | PictureSlide

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string
  labels: { previous: string; next: string; /** `{n} / {count}` */ slide: string }
  slides: CarouselSlide[]
  /** A modifier class for the use (`reviews`), which also picks the CSS breakpoints. */
  variant: string
}

export interface CarouselState {
  index: number
  /** Slides on screen; undefined before the browser measured (the server shows all, CSS clips). */
  visible?: ReadonlySet<number> | undefined
  dragging?: boolean
}

export function Stars({ stars, label }: { stars: number; label: string }) {
  const value = Math.max(0, Math.min(5, stars))
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__fill" style={{ width: `${(value / 5) * 100}%` }} />
    </span>
  )
}

function Slide({ slide }: { slide: CarouselSlide }) {
  if (slide.kind === 'review') {
    return (
      <figure className="review">
        <Stars stars={slide.stars} label={slide.starsLabel} />
        <blockquote className="review__quote">
          <p className="review__title">
            {slide.href ? (
              <a href={slide.href} target="_blank" rel="nofollow noopener noreferrer">
                {slide.title}
              </a>
            ) : (
              slide.title
            )}
          </p>
          <p className="review__text">{slide.text}</p>
        </blockquote>
        <figcaption className="review__author">
          {slide.authorName}, <time dateTime={slide.dateTime}>{slide.date}</time>
        </figcaption>
      </figure>
    )
  }
  const picture = <img src={slide.src} alt={slide.alt} loading="lazy" decoding="async" className="carousel__picture" />
  return (
    <figure className="carousel__figure">
      {slide.href ? <a href={slide.href}>{picture}</a> : picture}
      {slide.caption && <figcaption>{slide.caption}</figcaption>}
    </figure>
  )
}

export function CarouselView(
  props: CarouselProps & {
    state?: CarouselState
    onPrevious?: () => void
    onNext?: () => void
    trackRef?: Ref<HTMLDivElement>
    viewportRef?: Ref<HTMLDivElement>
  },
) {
  const { slides, labels, state } = props
  const index = state?.index ?? 0
  const count = slides.length
  return (
    <section className={`carousel carousel--${props.variant}`} aria-roledescription="carousel" aria-label={props.label}>
      <div className="carousel__viewport" ref={props.viewportRef} data-dragging={state?.dragging ? '' : undefined}>
        {/* Divs, not a list: a slide is a group (APG carousel), which a list item may not be. */}
        <div className="carousel__track" ref={props.trackRef} aria-live="polite" style={{ ['--index' as string]: index }}>
          {slides.map((slide, i) => {
            const hidden = state?.visible ? !state.visible.has(i) : false
            return (
              <div
                key={slide.id}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide.replace('{n}', String(i + 1)).replace('{count}', String(count))}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                <Slide slide={slide} />
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__buttons">
          <button
            type="button"
            className="carousel__button carousel__button--previous"
            aria-label={labels.previous}
            onClick={props.onPrevious}
          >
            <IslandIcon name="chevron-left" />
          </button>
          <button type="button" className="carousel__button carousel__button--next" aria-label={labels.next} onClick={props.onNext}>
            <IslandIcon name="chevron-right" />
          </button>
        </div>
      )}
    </section>
  )
}
