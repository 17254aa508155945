import { filledFraction } from './progressbar-value'

/** The ring's box, in its SVG's units. */
export const RING_SIZE = 96
export const RING_THICKNESS = 10
export const RING_RADIUS = (RING_SIZE - RING_THICKNESS) / 2
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS

/**
 * The filled arc's `stroke-dasharray` for value / max: the ring draws it, and the dashboard's
 * static copy is given it before the app arrives (src/ui/dashboard/figures-in-the-copy.ts).
 */
export const ringArc = (value: number, max: number): string =>
  `${(filledFraction(value, max) * CIRCUMFERENCE).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`
