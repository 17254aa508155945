import { useEffect, useState } from 'react'
import type { ActivityType, TutorialStep } from '../../data/activity-types'

type Tutorials = typeof import('../../data/tutorials/by-type')

// The tutorials' text (about 3 KB gz) is not needed to draw the dashboard: it loads in its own
// chunk as the cards mount, long before she can read a first step.
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
 * none). `retry` changes when she starts or resumes, so a load that failed offline is tried again.
 */
export function useTutorialSteps(type: ActivityType, dayOfWeek: number, retry: unknown): readonly TutorialStep[] {
  const [tutorials, setTutorials] = useState(loaded)
  useEffect(() => {
    if (tutorials) return
    let mounted = true
    loadTutorials().then(
      (module) => mounted && setTutorials(module),
      () => {}, // the timer works without the tutorial; the next `retry` loads it
    )
    return () => {
      mounted = false
    }
  }, [tutorials, retry])
  return tutorials?.tutorialFor(type, dayOfWeek) ?? noSteps
}
