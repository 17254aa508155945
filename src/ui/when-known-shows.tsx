import type { ReactNode } from 'react'

/**
 * A part her figures may or may not call for ('Meta de hoje cumprida'): drawn when `shown`, and
 * while the build prerenders kept inert in a template (its styles in the page), for the first
 * script to put in place or take away once it has read her figures.
 */
export function WhenKnownShows({ known, shown, children }: { known: boolean; shown: boolean; children: ReactNode }) {
  if (known) return shown ? children : null
  return <template>{children}</template>
}
