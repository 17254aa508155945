import { startTransition, useEffect, useReducer } from 'react'
import type { DayKey } from '../../progress/calendar-day'
import { phraseOfTheDay } from '../../progress/phrase-of-the-day'

// The phrases (their weight: BENCHMARKS.md, Bundle) are not needed to draw the dashboard, and their card is below the
// fold on a phone: they load in their own chunk as the screen mounts.
let loaded: readonly string[] | undefined
let loading: Promise<readonly string[]> | undefined

export function loadPhrases(): Promise<readonly string[]> {
  loading ??= import('../../data/phrases').then(
    (module) => (loaded = module.phrasesOfTheDay),
    (error: unknown) => {
      loading = undefined // offline for a moment: the next visit tries again
      throw error
    },
  )
  return loading
}

/** Every phrase, once loaded: the build's prerender draws them all (phrase-card.tsx). */
export const phrasesLoaded = (): readonly string[] | undefined => loaded

/** Today's phrase; null until the phrases have loaded (or if they could not). */
export function usePhraseOfTheDay(day: DayKey): string | null {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (loaded) return
    let mounted = true
    loadPhrases().then(
      // A transition: the whole screen draws again with it, in slices rather than in one task.
      () => mounted && startTransition(renderAgain),
      () => {}, // the card stays without a phrase
    )
    return () => {
      mounted = false
    }
  }, [])
  return loaded ? phraseOfTheDay(day, loaded) : null
}
