import { useSyncExternalStore } from 'react'

export const NARROW_QUERY = '(max-width: 767.98px)' // below the 768 px mobile breakpoint (SPEC §9)

export function matchesNow(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matchesNow(query),
  )
}
