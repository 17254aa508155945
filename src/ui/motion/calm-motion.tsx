import { domAnimation, LazyMotion, MotionConfig, useReducedMotion, type Transition } from 'framer-motion'
import type { ReactNode } from 'react'

/** Short and calm, easing out, never a spring: nothing bounces (docs/product.md, Motion). */
const calm: Transition = { duration: 0.4, ease: 'easeOut' }
const still: Transition = { duration: 0 }

/**
 * framer-motion for what is inside: the `m` components with only the DOM animations
 * (`domAnimation`), calm transitions, and none at all under prefers-reduced-motion (MotionConfig's
 * "user" stills transforms only; an opacity would still fade, so the transition is zero). Only
 * screens loaded on demand use it (the players, the celebration, the streak ring once the page is
 * idle): framer-motion is in no route's first load.
 */
export function CalmMotion({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user" transition={reduced ? still : calm}>
        {children}
      </MotionConfig>
    </LazyMotion>
  )
}
