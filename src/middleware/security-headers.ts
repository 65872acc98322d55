// Security headers with a per-response CSP nonce (Hono's secureHeaders): scripts only from our origin or with the nonce.
import { NONCE, secureHeaders } from 'hono/secure-headers'

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'"],
    // Editors choose colours for bars and teasers; they arrive as validated style attributes.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://a.storyblok.com'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
})
