/**
 * One step between the screens and the celebration dialog: their first load then names this small
 * file only, not framer-motion's files, which Vite would list to preload with it (BENCHMARKS.md, Bundle).
 */
export const loadCelebrationDialog = () => import('./celebration-dialog').then((m) => m.CelebrationDialog)
