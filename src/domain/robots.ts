// The robots directives a CMS page may carry in its `<meta name="robots">`: a list of known ones, read case-insensitively
// and written normalised, so a typo or injected text never reaches the head (or the sitemap's view of the page).
const DIRECTIVE =
  /^((no)?(index|follow)|no(archive|snippet|imageindex)|none|all|max-(snippet|video-preview):(-1|\d{1,9})|max-image-preview:(none|standard|large))$/

/** `NoIndex , Follow` -> `noindex,follow`; undefined when any entry is no known directive. */
export function robotsDirectives(value: string): string | undefined {
  const directives = value
    .trim()
    .toLowerCase()
    .split(/\s*,\s*/)
  return directives.every((d) => DIRECTIVE.test(d)) ? directives.join() : undefined
}

/** Whether normalised directives keep the page out of search results (`max-image-preview:none` does not). */
export const isNoindex = (directives: string): boolean => /(^|,)no(index|ne)(,|$)/.test(directives)
