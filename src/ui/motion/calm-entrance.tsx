import { m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * What comes in (a step, the breather) rises a little and brightens; under reduced motion it is
 * simply there. It is readable from its first frame (never transparent), should the animation
 * not run. Give it a `key` that changes when its content does.
 */
export function CalmEntrance({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false
  return (
    <m.div
      data-part="calm-entrance"
      initial={reduced ? false : { opacity: 0.4, transform: 'translateY(0.5rem)' }}
      animate={{ opacity: 1, transform: 'translateY(0rem)' }}
    >
      {children}
    </m.div>
  )
}
