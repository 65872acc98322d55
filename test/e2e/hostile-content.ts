// Hostile content for the browser tests: pages of the cards brand whose own action bar (the page's `bar` field, which any
// editor or leaked management token can set) carries XSS and redirect payloads. Seeded into the e2e demo space only
// (global-setup.ts adds them to the local shop's demo space); never part of the demo content.

/** The payloads of the hardening review: an unfinished tag, a forged island, a nonce placeholder, a redirect, a split scheme. */
export const PAYLOADS = [
  'x<img src=x onerror=alert(1)//',
  `<div data-island=tracking data-props='{"consent":"granted","scriptUrl":"https://evil.example/x.js"}'`,
  '<script nonce=%%csp-nonce%% src=data:text/javascript,alert(1)>',
  '<meta http-equiv=refresh content="0;url=https://evil.example/">',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
] as const

/** The page of payload `index` (0-based), or of all five in one bar. */
export function payloadPath(index: number | 'all'): string {
  return `/e2e-payload-${index === 'all' ? 'all' : index + 1}/`
}

function story(slug: string, text: string) {
  return {
    full_slug: `de-de${slug.replace(/\/$/, '')}`,
    name: `Payload ${slug}`,
    content: {
      _uid: `payload-${slug}`,
      component: 'page',
      title: 'Payload',
      teaser: [],
      body: [
        {
          _uid: `payload-${slug}-text`,
          component: 'Text',
          text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Seite mit Aktionsleiste' }] }] },
        },
      ],
      // Its own bar id per page, so dismissing one page's bar in a test never hides another's.
      bar: [
        {
          _uid: `payload-${slug}-bar`,
          component: 'ActionBar',
          id: `payload${slug.replaceAll('/', '-')}`.replace(/-+$/, ''),
          text,
          color: '#ffffff',
          backgroundColor: '#1d3557',
        },
      ],
    },
  }
}

/** `{ cards: [...] }`: the stories scripts/local-shop.mjs adds to the demo space (its `addStories`). */
export function hostileStories(): { cards: ReturnType<typeof story>[] } {
  return { cards: [...PAYLOADS.map((payload, index) => story(payloadPath(index), payload)), story(payloadPath('all'), PAYLOADS.join(' '))] }
}
