import type { MotionProps } from 'framer-motion'

/**
 * The transform framer-motion writes on each of the page's frames. With a template of its own it
 * animates a transform in script, not as a browser animation, whose start it would take from
 * performance.now: where that clock is held (the browser tests' controlled clock) such an
 * animation would never end.
 */
export const pageFrameTransform: NonNullable<MotionProps['transformTemplate']> = ({ y = 0, scale = 1 }) =>
  `translateY(${typeof y === 'number' ? `${y}px` : y}) scale(${scale})`
