import { secureHeaders } from 'hono/secure-headers'

/**
 * CSP without inline scripts (only the page's own, by their hashes: csp.ts), no framing, no referrer leaks.
 * Styles stay 'unsafe-inline': Chakra's Emotion injects its CSS at run time.
 */
export function securityHeaders(scriptHashes: string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      screenWakeLock: ['self'],
    },
  })
}
