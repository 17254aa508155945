import { useLayoutEffect, useRef, useState } from 'react'
import type { Activity, TutorialType } from '../../data/activity-types'
import type { CardActivity, KeptActivityRun } from '../../device/run-format'
import { endRun } from '../../device/run-in-progress'
import type { RunProgress, RunResume } from '../../machines/activity-run'
import { claimRun } from './claimed-runs'
import { cardResume, cardRunKey, keepActivityRun, ranOutAt, takeUpRun } from './run-resume'

export interface CardRun {
  /** Where the card opens: the run kept on her device, if there is one. */
  resume: RunResume | undefined
  keepProgress: (progress: RunProgress) => void
  forgetProgress: () => void
  /** When it is written to her journal: when its time ran out while she was away, or now. */
  completedAt: () => Date
}

const asCardActivity = ({ id, title, description, duration, type }: Activity): CardActivity => ({
  id,
  title,
  description,
  duration,
  type: type as TutorialType,
})

/**
 * A dashboard card's run on her device (src/device/run-in-progress.ts): the card opens where it
 * was, keeps it as it changes and lets it go when it ends. While mounted, the card holds its run,
 * so the run keeper leaves it to the card.
 */
export function useCardRun(activity: Activity): CardRun {
  const key = cardRunKey(activity.id)
  const [kept] = useState(() => {
    const run = takeUpRun(key, Date.now())
    return run?.what.kind === 'card' ? (run as KeptActivityRun) : undefined
  })
  const [resume] = useState(() => kept && cardResume(kept, Date.now()))
  const ranOut = useRef(kept && ranOutAt(kept, Date.now()))
  useLayoutEffect(() => claimRun(key), [key])
  return {
    resume,
    keepProgress: (progress) => keepActivityRun(key, { kind: 'card', activity: asCardActivity(activity) }, progress),
    forgetProgress: () => endRun(key),
    completedAt: () => {
      const at = ranOut.current ?? new Date()
      ranOut.current = undefined
      return at
    },
  }
}
