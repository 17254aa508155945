/**
 * Whether an activity is under way (running or paused) on any card of the page, so that what
 * would interrupt her (a new version's reload) waits until none is.
 */
const inProgress = new Set<symbol>()
const waiting = new Set<() => void>()

/** Marks one activity as under way until the returned function is called. */
export function holdActivityInProgress(): () => void {
  const hold = Symbol('activity')
  inProgress.add(hold)
  return () => {
    inProgress.delete(hold)
    if (inProgress.size > 0) return
    const tasks = [...waiting]
    waiting.clear()
    for (const task of tasks) task()
  }
}

/** Runs `task` now if no activity is under way, or else as soon as none is; returns a cancel. */
export function whenNoActivityInProgress(task: () => void): () => void {
  if (inProgress.size === 0) {
    task()
    return () => {}
  }
  waiting.add(task)
  return () => waiting.delete(task)
}
