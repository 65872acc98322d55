// Video addresses for the click-to-load video block: the privacy-friendly player embeds (youtube-nocookie, Vimeo with
// do-not-track) the iframe loads after the shopper's click, and the public pages a link opens without JavaScript.

export type VideoProvider = 'youtube' | 'vimeo'

/** The embed origins the CSP allows as frames (src/middleware/security-headers.ts), and nothing else. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const ID_SHAPE: Readonly<Record<VideoProvider, RegExp>> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{6,12}$/ }

export function isVideoId(provider: VideoProvider, id: string): boolean {
  return ID_SHAPE[provider].test(id)
}

export function videoEmbedUrl(provider: VideoProvider, id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube'
    ? `${VIDEO_FRAME_ORIGINS[0]}/embed/${safe}?autoplay=1&rel=0`
    : `${VIDEO_FRAME_ORIGINS[1]}/video/${safe}?autoplay=1&dnt=1`
}

export function videoPageUrl(provider: VideoProvider, id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${safe}` : `https://vimeo.com/${safe}`
}
