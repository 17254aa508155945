import { useLayoutEffect, type ReactNode } from 'react'

/**
 * The server sends each screen already drawn (an inert static copy, scripts/prerender.mjs). In the
 * same commit in which the app first draws its own, live copy, the static one goes, before the
 * browser paints, so she never sees both or neither.
 */
export function PrerenderHandoff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('prerendered')?.remove(), [])
  return children
}
