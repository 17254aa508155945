/**
 * One step between the dashboard and the madrugada's card: the dashboard's first load then names
 * this small file only, not the list of the card's files Vite would preload with it.
 */
export const loadMadrugadaCard = () => import('./madrugada-card').then((m) => m.MadrugadaCard)
