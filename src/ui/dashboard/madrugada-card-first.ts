import type { ComponentType } from 'react'
import { readDayClock } from '../../device/day-clock'
import { readSettings } from '../../device/settings'
import { isMadrugada } from '../../progress/madrugada'

let loaded: ComponentType | null = null

/**
 * The dashboard route's loader, which the app awaits before its first render (src/main.tsx): when
 * the dashboard leads with the madrugada's card, the card's chunk is there first, so the card is in
 * the first commit and nothing below it moves. The build's prerender loads it too, for the static
 * copy to carry it (shown at night by index.html). Outside the madrugada nothing loads.
 */
export async function loadMadrugadaCardFirst(): Promise<void> {
  const prerendering = typeof window === 'undefined'
  if (loaded || !(prerendering || isMadrugada({ madrugadaHours: readDayClock().madrugadaHours, modoMadrugada: readSettings().modoMadrugada }))) return
  try {
    loaded = await import('./load-madrugada-card').then((m) => m.loadMadrugadaCard())
  } catch {
    // The dashboard still opens; the card then loads as it is drawn (MadrugadaLead).
  }
}

/** The card once its chunk is here: drawn as it is, where React.lazy would suspend once more. */
export const madrugadaCardLoaded = (): ComponentType | null => loaded
