/**
 * One step between the dashboard and the welcome, as for the suggestion's routine: the dashboard's
 * first load then names this small file only, not the list of the welcome's files (BENCHMARKS.md, Bundle).
 */
export const loadWelcome = () => import('../welcome/welcome').then((m) => m.Welcome)
