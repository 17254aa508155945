import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { carryOver } from './prerender-carry-over'

/**
 * The server sends each screen already drawn (a static copy, scripts/prerender.mjs). In the same
 * commit in which the app first draws its own, live copy, the static one goes, before the browser
 * paints, so she never sees both or neither; what she typed there, her focus and what she
 * tapped pass to the live copy (prerender-carry-over.ts).
 */
export function PrerenderHandoff({ children }: { children: ReactNode }) {
  const tapped = useRef<HTMLElement[]>([])
  useLayoutEffect(() => {
    const staticCopy = document.getElementById('prerendered')
    const live = document.getElementById('root')
    if (!staticCopy || !live) return
    tapped.current = carryOver(staticCopy, live)
    staticCopy.remove()
  }, [])
  // Her taps, once the live copy is painted and listening.
  useEffect(() => {
    const controls = tapped.current
    tapped.current = []
    for (const control of controls) control.click()
  }, [])
  return children
}
