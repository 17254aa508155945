/**
 * One step between the dashboard and the ring's motion: the dashboard's first load then names this
 * small file only, not framer-motion's files, which Vite would list to preload with it (BENCHMARKS.md, Bundle).
 */
export const loadMovingRingRange = () => import('./moving-ring-range').then((m) => m.MovingRingRange)
