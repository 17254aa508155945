import { m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * What comes in (a step, the breather) rises a little and fades in; under reduced motion it is
 * simply there. Give it a `key` that changes when its content does.
 */
export function CalmEntrance({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false
  return (
    <m.div data-part="calm-entrance" initial={reduced ? false : { opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }}>
      {children}
    </m.div>
  )
}
