import { m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * What comes in (a step, the breather) rises a little; under reduced motion it is simply there.
 * Only a transform moves, on the page's frames: readable from its first frame, and no browser
 * animation (framer-motion times those by performance.now, which a test's clock holds back, so
 * they would never end). Give it a `key` that changes when its content does.
 */
export function CalmEntrance({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false
  return (
    <m.div
      data-part="calm-entrance"
      initial={reduced ? false : { y: 12 }}
      animate={{ y: 0 }}
    >
      {children}
    </m.div>
  )
}
