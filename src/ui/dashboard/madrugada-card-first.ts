import type { ComponentType } from 'react'

let loaded: ComponentType | null = null

/** The card's chunk, kept here once it has come, whoever asked for it. */
export const loadCard = (): Promise<ComponentType> =>
  import('./madrugada-card').then((m) => (loaded = m.MadrugadaCard))

/**
 * The dashboard route's loader, which the app awaits before its first render (src/main.tsx): when
 * the page opens in the madrugada, the card's chunk is there first, so the card is in the first
 * commit and nothing below it moves. The page's first script (index.html) has told it already,
 * from her clock and her 'Modo madrugada', as useMadrugada does; read from the page, this costs
 * every screen's first load nothing. The build's prerender loads it too, for the static copy to
 * carry it. Outside the madrugada nothing loads; a later change of hour or setting draws the card
 * once its chunk arrives (MadrugadaLead).
 */
export async function loadMadrugadaCardFirst(): Promise<void> {
  const prerendering = typeof document === 'undefined'
  if (loaded || !(prerendering || document.documentElement.hasAttribute('data-madrugada'))) return
  try {
    await loadCard()
  } catch {
    // The dashboard still opens; the card then loads as it is drawn (MadrugadaLead).
  }
}

/** The card once its chunk is here: drawn as it is, where React.lazy would suspend once more. */
export const madrugadaCardLoaded = (): ComponentType | null => loaded
