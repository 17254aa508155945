import { createElement } from 'react'
import { CardPlaceholder } from '../../start/card-placeholder'
import { lazyPart } from '../../start/lazy-part'
import type { dashboardFirstParts } from '../../start/route-parts'
import { loadPhrases } from './use-phrase-of-the-day'

// The dashboard's parts out of its first load that its route's loader brings before the first
// render (src/start/route-parts.ts, '/dashboard'), and the build's prerender too: so the page the
// server sent carries them, and the app, taking its place, draws them at once and working, and
// nothing below them moves (issue 47). One that fails (offline for a moment) is drawn as it comes.

/** The quick activities' card, each with its timer, machine and steps; a card's size until then. */
export const ActivityCard = lazyPart({
  load: () => import('../activity/activity-card').then((m) => m.ActivityCard),
  when: 'first',
  placeholder: createElement(CardPlaceholder, { minH: { base: '20rem', md: '27rem', xl: '22rem' } }),
})

/** 'Como você está agora?' with its machine and the 14-day card. */
export const MoodCheckIn = lazyPart({ load: () => import('../mood/mood-check-in').then((m) => m.MoodCheckIn), when: 'first' })

/**
 * The madrugada's card, first only when the page opens in the madrugada: index.html's first script
 * has said so (`data-madrugada`), from her clock and her 'Modo madrugada', as useMadrugada does. The
 * build's prerender loads it too, for the static copy to carry it. Otherwise it comes as a change
 * of hour or setting draws it (MadrugadaLead).
 */
export const MadrugadaCard = lazyPart({ load: () => import('./madrugada-card').then((m) => m.MadrugadaCard), when: 'first' })

const prerendering = () => typeof document === 'undefined'

/** How the route's loader brings each part the table says comes first. */
export const dashboardFirstLoads = {
  'ui/activity/activity-card.tsx': ActivityCard.load,
  'ui/mood/mood-check-in.tsx': MoodCheckIn.load,
  'data/phrases.ts': loadPhrases,
  'ui/dashboard/madrugada-card.tsx': async () => {
    if (prerendering() || document.documentElement.hasAttribute('data-madrugada')) await MadrugadaCard.load()
  },
} satisfies Record<(typeof dashboardFirstParts)[number], () => Promise<unknown>>
