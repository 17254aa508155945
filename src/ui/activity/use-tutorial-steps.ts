import { useEffect, useReducer } from 'react'
import type { ActivityType, TutorialStep } from '../../data/activity-types'

type Tutorials = typeof import('../../data/tutorials/by-type')

// The tutorials' text is not needed to draw the dashboard: it loads in its own chunk as the cards
// mount, long before she can read a first step (BENCHMARKS.md, History).
let loaded: Tutorials | undefined
let loading: Promise<Tutorials> | undefined

export function loadTutorials(): Promise<Tutorials> {
  loading ??= import('../../data/tutorials/by-type').then(
    (tutorials) => (loaded = tutorials),
    (error: unknown) => {
      loading = undefined // offline for a moment: the next start tries again
      throw error
    },
  )
  return loading
}

const noSteps: readonly TutorialStep[] = []

/**
 * Today's tutorial for the activity type: no steps until the text has loaded (or if the type has
 * none). The text starts loading when the card mounts; the card renders again for it only if she
 * is already running the activity (otherwise her next tap renders it anyway), and each start or
 * resume tries again after a load that failed offline.
 */
export function useTutorialSteps(type: ActivityType, dayOfWeek: number, running: boolean): readonly TutorialStep[] {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (loaded) return
    let mounted = true
    loadTutorials().then(
      () => mounted && running && renderAgain(),
      () => {}, // the timer works without the tutorial
    )
    return () => {
      mounted = false
    }
  }, [running])
  return loaded?.tutorialFor(type, dayOfWeek) ?? noSteps
}
