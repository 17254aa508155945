import { Box, type BoxProps } from '@chakra-ui/react'
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useAfterIdle } from './load-when-needed'

/** How far below the screen a part starts loading, so it is there before she scrolls to it. */
const AHEAD = '300px'

/** True once the element nears the screen (at once where the browser cannot tell). */
function useNear(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near) return
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: AHEAD })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

/**
 * A part of a screen kept out of its first load (a card below the fold): `placeholder`, the part's
 * size, stands in its place until the part nears the screen or the browser is idle, and while its
 * code arrives; `children` (a lazy component) then takes its place. The prerendered page holds
 * the placeholder too, so the live copy that replaces it (ui/prerender-handoff.tsx: the app renders
 * a second copy, it does not hydrate) first draws what she already sees, and nothing moves.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ref, near] = useNear()
  const idle = useAfterIdle()
  if (!near && !idle) return <Box ref={ref}>{placeholder}</Box>
  return <Suspense fallback={placeholder}>{children}</Suspense>
}

/** An empty card of a card's size and look: what a lazy card shows while its code arrives. */
export function CardPlaceholder({ minH }: { minH: BoxProps['minH'] }) {
  return <Box aria-hidden minH={minH} bg="bg.panel" rounded="l3" borderWidth="1px" borderColor="border" />
}
