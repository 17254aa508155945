/**
 * One step between the dashboard and the routine player: the dashboard's first load then names
 * this small file only, not the list of the player's files Vite would preload with it
 * (BENCHMARKS.md, Bundle).
 */
export const loadSuggestionRoutine = () => import('./suggestion-routine').then((m) => m.SuggestionRoutine)
