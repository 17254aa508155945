import { useSyncExternalStore } from 'react'

export const NARROW_QUERY = '(max-width: 767.98px)' // below the 768 px mobile breakpoint (docs/product.md, Constants)

// Prerendering (src/prerender.tsx) has no window: it renders the wide, full-motion layout.
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

export function matchesNow(query: string): boolean {
  return canMatch() && window.matchMedia(query).matches
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matchesNow(query),
    () => false,
  )
}
