import { m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'
import { pageFrameTransform } from './page-frame-transform'

/**
 * What comes in (a step, the breather) rises a little; under reduced motion it is simply there.
 * Only a transform moves, on the page's frames (page-frame-transform.ts): readable from its first
 * frame. Give it a `key` that changes when its content does.
 */
export function CalmEntrance({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false
  return (
    <m.div
      data-part="calm-entrance"
      transformTemplate={pageFrameTransform}
      initial={reduced ? false : { y: 12 }}
      animate={{ y: 0 }}
    >
      {children}
    </m.div>
  )
}
