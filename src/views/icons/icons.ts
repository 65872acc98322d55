// The storefront's icon set as data: one 24×24 line drawing per name, rendered once per page as a sprite (icon.tsx).
// Bodies are static SVG markup written by us, never CMS data: the sprite inserts them as raw HTML.
// Stroke colour, width 2 and round caps/joins come from the sprite's <symbol>, so bodies hold shapes only; a shape
// that must be filled says fill="currentColor" itself.

export interface IconData {
  /** SPEC §5: four numbers separated by spaces (checked by parseViewBox). */
  viewBox: string
  body: string
}

export const ICONS = {
  close: { viewBox: '0 0 24 24', body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  'chevron-left': { viewBox: '0 0 24 24', body: '<path d="M15 5l-7 7 7 7"/>' },
  'chevron-right': { viewBox: '0 0 24 24', body: '<path d="M9 5l7 7-7 7"/>' },
  'chevron-down': { viewBox: '0 0 24 24', body: '<path d="M5 9l7 7 7-7"/>' },
  burger: { viewBox: '0 0 24 24', body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  account: { viewBox: '0 0 24 24', body: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 7 0 0 1 16 0"/>' },
  customer: {
    viewBox: '0 0 24 24',
    body: '<circle cx="9.5" cy="8" r="4"/><path d="M2.5 21a7 7 0 0 1 14 0"/><path d="M15.5 10.5l2 2 4-4"/>',
  },
  cart: {
    viewBox: '0 0 24 24',
    body: '<path d="M2.5 4H5l2.2 11H18l2.5-7.5H5.7"/><circle cx="8.5" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/>',
  },
  service: {
    viewBox: '0 0 24 24',
    body:
      '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6" rx="1.5"/>' +
      '<rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19v.5a2.5 2.5 0 0 1-2.5 2.5H13"/>',
  },
  phone: {
    viewBox: '0 0 24 24',
    body: '<path d="M5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 7 7l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"/>',
  },
  magazine: {
    viewBox: '0 0 24 24',
    body: '<path d="M12 6.5C10 5 7 4.5 3 4.5v14c4 0 7 .5 9 2 2-1.5 5-2 9-2v-14c-4 0-7 .5-9 2z"/><path d="M12 6.5v14"/>',
  },
  search: { viewBox: '0 0 24 24', body: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 20.5 20.5"/>' },
  heart: {
    viewBox: '0 0 24 24',
    body: '<path d="M12 20.5S3.5 15.5 3.5 9.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 2.5c0 6-8.5 11-8.5 11z"/>',
  },
  'arrow-up': { viewBox: '0 0 24 24', body: '<path d="M12 20V4M5 11l7-7 7 7"/>' },
  chat: {
    viewBox: '0 0 24 24',
    body: '<path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/>',
  },
  check: { viewBox: '0 0 24 24', body: '<path d="M4.5 12.5l5 5 10-10"/>' },
  star: {
    viewBox: '0 0 24 24',
    body: '<path d="M12 2.8 14.2 9.57h7.12l-5.76 4.19 2.2 6.77L12 16.34l-5.76 4.19 2.2-6.77-5.76-4.19h7.12z"/>',
  },
  globe: {
    viewBox: '0 0 24 24',
    body: '<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="4" ry="9"/><path d="M3 12h18"/>',
  },
  // Footer: newsletter, communication tiles and social media links.
  mail: { viewBox: '0 0 24 24', body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6.5 8.5 7 8.5-7"/>' },
  truck: {
    viewBox: '0 0 24 24',
    body: '<path d="M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7"/><circle cx="6.5" cy="17.5" r="1.5"/><circle cx="17" cy="17.5" r="1.5"/>',
  },
  instagram: {
    viewBox: '0 0 24 24',
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r=".6" fill="currentColor"/>',
  },
  facebook: {
    viewBox: '0 0 24 24',
    body: '<path d="M14.5 21v-7.5H17l.5-3h-3V8.7c0-.9.4-1.7 1.8-1.7h1.4V4.3A17 17 0 0 0 15.4 4c-2.6 0-4 1.5-4 4.2v2.3H9v3h2.4V21"/>',
  },
  pinterest: {
    viewBox: '0 0 24 24',
    body: '<circle cx="12" cy="12" r="9"/><path d="M10.8 8.8c1.9-1.4 5.2-.6 5.2 2.2 0 2.4-1.5 4-3.3 4-1.3 0-2-.9-1.8-1.8M12 10.5 9.5 20.5"/>',
  },
  youtube: {
    viewBox: '0 0 24 24',
    body: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="m10 9 5 3-5 3z" fill="currentColor"/>',
  },
} as const satisfies Record<string, IconData>

export type IconName = keyof typeof ICONS

/** Every icon name, in the order above. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[]
